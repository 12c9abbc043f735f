import { errorCatalogue } from '@cambio/contract';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { dereference, document, escapePointer, type JsonObject, type OperationEntry } from './document.ts';

/** What the suite saw: enough to judge a response against the document. */
export type SeenResponse = { status: number; headers: Headers; text: string };

const documentKey = 'cambio-openapi';

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) with formats checked. `strict: false` because the
 * document's schemas carry annotations Ajv does not know (`example`, `x-*`); they never constrain data.
 * `binary` is the OpenAPI marker for file parts of request bodies; responses never use it.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(document, documentKey);

const compiled = new Map<string, ValidateFunction>();

/** One compiled validator per schema location (operation, status, media type), made on first use. */
function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${documentKey}#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).slice(0, 10).map((error) => {
    const where = error.instancePath || '(root)';
    const extra = error.keyword === 'additionalProperties' ? ` (${JSON.stringify(error.params)})` : '';
    return `${where} ${error.message ?? error.keyword}${extra} [schema ${error.schemaPath}]`;
  });
}

export function schemaProblems(pointer: string, data: unknown): string[] {
  const validate = validatorAt(pointer);
  return validate(data) ? [] : describeErrors(validate.errors);
}

function mediaTypeOf(headers: Headers): string | undefined {
  return headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** Error entries must carry codes whose catalogue status is the response's status. */
function errorCodeProblems(status: number, body: unknown): string[] {
  const entries = (body as { errors?: { code?: number }[] } | undefined)?.errors ?? [];
  const allowed: number[] = Object.values(errorCatalogue)
    .filter((entry) => entry.status === status)
    .map((entry) => entry.code);
  return entries
    .filter((entry) => !allowed.includes(entry.code ?? Number.NaN))
    .map(
      (entry) =>
        `error code ${entry.code} is not a catalogue code for HTTP ${status} (expected one of ${allowed.join(', ')})`,
    );
}

function headerProblems(responsePointer: string, response: JsonObject, headers: Headers): string[] {
  const documented = (response.headers ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(documented)) {
    const { value: header, pointer } = dereference(raw, `${responsePointer}/headers/${escapePointer(name)}`);
    const text = headers.get(name);
    if (text === null) {
      if (header.required === true) problems.push(`header ${name} is required but missing`);
      continue;
    }
    const type = (header.schema as JsonObject | undefined)?.type;
    const value =
      type === 'integer' || type === 'number' ? (text.trim() === '' ? Number.NaN : Number(text)) : text;
    problems.push(
      ...schemaProblems(`${pointer}/schema`, value).map((problem) => `header ${name}: ${problem}`),
    );
  }
  return problems;
}

/**
 * Everything wrong with a response to a documented operation: an undocumented status, a content type
 * the status does not document, a body where none is documented (204), a body or a header that breaks
 * its schema, a list without X-Total-Count, an error code of another HTTP status.
 */
export function responseProblems(entry: OperationEntry, seen: SeenResponse): string[] {
  const responses = entry.operation.responses as Record<string, unknown>;
  const key = [String(seen.status), `${String(seen.status)[0]}XX`, 'default'].find(
    (k) => responses[k] !== undefined,
  );
  if (!key) {
    if (seen.status === 501) return notImplementedProblems(seen);
    return [`status ${seen.status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
  }
  const { value: response, pointer } = dereference(responses[key], `${entry.pointer}/responses/${key}`);
  const problems = headerProblems(pointer, response, seen.headers);
  const content = response.content as Record<string, JsonObject> | undefined;
  if (!content || Object.keys(content).length === 0) {
    if (seen.text.length > 0)
      problems.push(
        `status ${seen.status} documents no body, got ${JSON.stringify(seen.text.slice(0, 200))}`,
      );
    return problems;
  }
  const mediaType = mediaTypeOf(seen.headers);
  if (!mediaType || !content[mediaType]) {
    return [
      ...problems,
      `content type ${mediaType ?? '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`,
    ];
  }
  if (!isJson(mediaType)) return problems;
  let body: unknown;
  try {
    body = JSON.parse(seen.text);
  } catch {
    return [...problems, `body is not valid JSON: ${JSON.stringify(seen.text.slice(0, 200))}`];
  }
  const schemaPointer = `${pointer}/content/${escapePointer(mediaType)}/schema`;
  problems.push(...schemaProblems(schemaPointer, body).map((problem) => `body ${problem}`));
  if (Array.isArray(body) && seen.headers.get('x-total-count') === null)
    problems.push('a list must carry X-Total-Count');
  if (seen.status >= 400) problems.push(...errorCodeProblems(seen.status, body));
  return problems;
}

/**
 * 501 is the answer of an operation the server has no handler for yet (code 10), which the document need not
 * list: the server reports such operations (pending.ts) and the coverage report counts them as pending.
 */
function notImplementedProblems(seen: SeenResponse): string[] {
  const { body, problems } = errorBodyProblems(seen);
  if (body === undefined) return problems;
  if (seen.headers.get('x-request-id') === null) problems.push('header X-Request-Id is required but missing');
  return [...problems, ...errorCodeProblems(501, body)];
}

/** An answer no operation documents, read as the error body every error has: parsed, and checked by its schema. */
function errorBodyProblems(seen: SeenResponse): { body?: unknown; problems: string[] } {
  let body: unknown;
  try {
    body = JSON.parse(seen.text);
  } catch {
    return { problems: [`body is not valid JSON: ${JSON.stringify(seen.text.slice(0, 200))}`] };
  }
  const problems = schemaProblems('/components/schemas/ErrorBody', body).map((problem) => `body ${problem}`);
  return { body, problems };
}

/**
 * A request that reaches no operation must still answer the documented error body, with an X-Request-Id:
 * code 13 (404) or 14 (405). A request without a valid key may be refused first (401 code 19): authentication comes
 * before routing, so that unauthenticated callers learn nothing about the routes.
 */
export function unroutedProblems(expected: 404 | 405, seen: SeenResponse): string[] {
  const unauthenticated = seen.status === 401;
  if (seen.status !== expected && !unauthenticated)
    return [`expected ${expected} for a request no operation serves, got ${seen.status}`];
  if (mediaTypeOf(seen.headers) !== 'application/json')
    return [`expected a JSON error body, got ${mediaTypeOf(seen.headers)}`];
  const { body, problems } = errorBodyProblems(seen);
  if (body === undefined) return problems;
  // No operation documents these answers; the header every response carries is checked all the same.
  const requestId = seen.headers.get('x-request-id');
  if (requestId === null) problems.push('header X-Request-Id is required but missing');
  else {
    problems.push(
      ...schemaProblems('/components/headers/RequestId/schema', requestId).map(
        (problem) => `header X-Request-Id: ${problem}`,
      ),
    );
  }
  const code = unauthenticated ? 19 : expected === 404 ? 13 : 14;
  const codes = (body as { errors?: { code?: number }[] }).errors?.map((entry) => entry.code) ?? [];
  if (!codes.includes(code)) problems.push(`expected error code ${code}, got ${JSON.stringify(codes)}`);
  return problems;
}

export { document };
