import { createRulesetFunction } from '@stoplight/spectral-core';
import { graphOf, isObject } from '../lib/graph.mjs';

// The one error catalogue (`x-error-catalogue` on the ErrorCode schema: name, code, status, message) and
// everything in the document that restates it.
//   check "enum":     ErrorCode's enum holds exactly the catalogue's codes (the server answers a code the
//                     enum lacks, and every client validating the body refuses it).
//   check "statuses": what the contract suite checks on every error answer, told statically: a shared
//                     error response used under status S on an operation has examples whose codes are
//                     catalogue codes of S; and every catalogue code of a status that operations document is
//                     named in the description of a shared response used under that status (so a new code
//                     cannot leave the descriptions stale).
//   check "table":    the table of codes in the API description (info.description, `| Code | Status |
//                     Message |`) has one row per catalogue code, with its statuses and its message.
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export default createRulesetFunction(
  {
    input: null,
    options: {
      type: 'object',
      properties: { check: { enum: ['enum', 'statuses', 'table'] } },
      required: ['check'],
      additionalProperties: false,
    },
  },
  (document, { check }, context) => {
    const schema = graphOf(context)
      .schemas()
      .find((s) => s.names.includes('ErrorCode'));
    const catalogue = schema?.value['x-error-catalogue'];
    if (!Array.isArray(catalogue)) {
      return [
        {
          message:
            'The ErrorCode schema with its `x-error-catalogue` (name, code, status, message) is missing.',
          path: [],
        },
      ];
    }
    const entries = catalogue.filter((e) => isObject(e) && Number.isInteger(e.code));
    if (check === 'enum') return enumProblems(schema, entries);
    if (check === 'table') return tableProblems(document, entries);
    return statusProblems(document, entries, context);
  },
);

function enumProblems(schema, entries) {
  const enumeration = Array.isArray(schema.value.enum) ? schema.value.enum : [];
  const codes = new Set(entries.map((e) => e.code));
  const results = [];
  for (const [i, entry] of entries.entries()) {
    if (!enumeration.includes(entry.code)) {
      results.push({
        message: `Error code ${entry.code} (${entry.name}) is in x-error-catalogue but not in ErrorCode's enum: add it to the enum.`,
        path: [...schema.path, 'x-error-catalogue', i],
      });
    }
  }
  for (const [i, code] of enumeration.entries()) {
    if (!codes.has(code)) {
      results.push({
        message: `Error code ${code} is in ErrorCode's enum but not in x-error-catalogue: add its entry (name, code, status, message) or remove it.`,
        path: [...schema.path, 'enum', i],
      });
    }
  }
  return results;
}

/** The codes of an error response's examples (`example` and each of `examples`). */
function exampleCodes(response) {
  const media = response?.content?.['application/json'];
  if (!isObject(media)) return [];
  const bodies = [media.example, ...Object.values(media.examples ?? {}).map((e) => e?.value)];
  return bodies.flatMap((body) =>
    Array.isArray(body?.errors) ? body.errors.map((e) => e?.code).filter(Number.isInteger) : [],
  );
}

const mentions = (text, code) => new RegExp(`(^|[^0-9.,])${code}(?![0-9]|\\.[0-9]|,[0-9])`).test(text);

function statusProblems(document, entries, context) {
  const graph = graphOf(context);
  const results = [];
  // status -> [{ description, name, path }] of the responses operations use under it (first use each).
  const used = new Map();
  for (const [path, item] of Object.entries(document?.paths ?? {})) {
    for (const method of METHODS) {
      const responses = item?.[method]?.responses;
      if (!isObject(responses)) continue;
      for (const [key, response] of Object.entries(responses)) {
        if (!/^[45][0-9][0-9]$/.test(key) || !isObject(response)) continue;
        const status = Number(key);
        const at = ['paths', path, method, 'responses', key];
        const raw = graph.at(at);
        const name =
          graph.deref(raw.value, raw.source).names.at(-1) ?? `${method.toUpperCase()} ${path} ${key}`;
        const list = used.get(status) ?? [];
        if (!list.some((r) => r.name === name)) {
          list.push({ description: String(response.description ?? ''), name, path: at });
          used.set(status, list);
        }
        for (const code of exampleCodes(response)) {
          if (entries.some((e) => e.code === code && e.status === status)) continue;
          const statuses = entries.filter((e) => e.code === code).map((e) => e.status);
          results.push({
            message: `Response ${key} is ${name}, whose example's error code ${code} is ${statuses.length === 0 ? 'not in the catalogue' : `a catalogue code of ${statuses.join(', ')}`}, not of ${key}: list it under its own status (the suite refuses an error code of another status).`,
            // The operation's responses: a path ending on the $ref would be mapped to the shared response.
            path: at.slice(0, -1),
          });
        }
      }
    }
  }
  for (const entry of entries) {
    const responses = used.get(entry.status);
    if (responses === undefined) continue; // a status no operation answers (405, 408, 431, 501)
    if (responses.some((r) => mentions(r.description, entry.code))) continue;
    results.push({
      message: `Error code ${entry.code} (${entry.name}, ${entry.status}) is named by no shared ${entry.status} response: add it to the description of ${responses.map((r) => r.name).join(' or ')} (components/responses.yaml), and list that response on the operations that can answer it.`,
      path: responses[0].path,
    });
  }
  return results;
}

const TABLE_HEADER = /^\|\s*Code\s*\|\s*Status\s*\|\s*Message\s*\|\s*$/;

function tableProblems(document, entries) {
  const description = document?.info?.description;
  const lines = typeof description === 'string' ? description.split('\n') : [];
  const start = lines.findIndex((line) => TABLE_HEADER.test(line.trim()));
  const path = ['info', 'description'];
  if (start === -1) {
    return [
      {
        message:
          'info.description must have the table of error codes (`| Code | Status | Message |`), one row per catalogue code.',
        path,
      },
    ];
  }
  const rows = new Map();
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    const [code, status, message] = line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    rows.set(Number(code), { status, message });
  }
  const results = [];
  const codes = [...new Set(entries.map((e) => e.code))];
  for (const code of codes) {
    const own = entries.filter((e) => e.code === code);
    const row = rows.get(code);
    const statuses = own.map((e) => e.status).join(' / ');
    const messages = [...new Set(own.map((e) => e.message))];
    if (row === undefined) {
      results.push({
        message: `The error code table (info.description) has no row for code ${code}: add \`| ${code} | ${statuses} | ${messages.join(' / ')} |\`.`,
        path,
      });
    } else if (row.status !== statuses || !messages.every((m) => row.message.startsWith(m))) {
      results.push({
        message: `The error code table (info.description) row of code ${code} must say \`| ${code} | ${statuses} | ${messages.join(' / ')}\` (the catalogue's status and message; a parenthesis may follow): it says \`| ${code} | ${row.status} | ${row.message}\`.`,
        path,
      });
    }
  }
  for (const code of rows.keys()) {
    if (!codes.includes(code)) {
      results.push({
        message: `The error code table (info.description) has a row for code ${code}, which is not in x-error-catalogue.`,
        path,
      });
    }
  }
  return results;
}
