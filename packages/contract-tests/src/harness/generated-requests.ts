import type { CallOptions, CallResult } from './api.ts';
import { errorsOf } from './api.ts';
import { dereference, escapePointer, type JsonObject, type OperationEntry } from './document.ts';
import { pdfBytes } from './fixtures.ts';
import { refusedFields, resolved, type Sampler } from './schema-sample.ts';
import { schemaProblems } from './validate-response.ts';

/** Real ids of a seeded tenant, by the document's parameter component (`UserId`) and by body field (`userId`). */
export type KnownIds = Record<string, string>;

export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonObject;
  component?: string;
};

export function parametersOf(entry: OperationEntry): Parameter[] {
  return ((entry.operation.parameters ?? []) as JsonObject[]).map((raw) => {
    const component = typeof raw.$ref === 'string' ? raw.$ref.split('/').pop() : undefined;
    return { ...(dereference(raw, '').value as unknown as Parameter), component };
  });
}

/** Where a JSON body's schema is in the document (the pointer ajv validates the generated body at). */
function bodyPointer(entry: OperationEntry, mediaType: string): string | undefined {
  const body = entry.operation.requestBody as JsonObject | undefined;
  const content = body?.content as Record<string, JsonObject> | undefined;
  if (!content?.[mediaType]) return undefined;
  return `${entry.pointer}/requestBody/content/${escapePointer(mediaType)}/schema`;
}

export function jsonBodySchema(entry: OperationEntry): JsonObject | undefined {
  const pointer = bodyPointer(entry, 'application/json');
  if (!pointer) return undefined;
  const content = (entry.operation.requestBody as JsonObject).content as Record<string, JsonObject>;
  return resolved(content['application/json']?.schema);
}

const idFields: Record<string, string> = {
  userId: 'UserId',
  orderId: 'OrderId',
  quoteId: 'QuoteId',
  bankAccountId: 'BankAccountId',
  addressId: 'CryptoAddressId',
  eventId: 'EventId',
};

/** A drawn body with real ids in most id fields (else every request would stop at its 404). */
function withKnownIds(value: unknown, ids: KnownIds, sampler: Sampler): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonObject = {};
  for (const [name, child] of Object.entries(value)) {
    const known = idFields[name] ? ids[idFields[name]] : undefined;
    if (name === 'orderIds' && Array.isArray(child) && ids.OrderId && sampler.chance(0.7))
      out[name] = [ids.OrderId];
    else out[name] = known && sampler.chance(0.8) ? known : withKnownIds(child, ids, sampler);
  }
  return out;
}

/** A generated request: its parts kept apart, so that a violation can change one of them. */
export type Generated = {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  multipart?: JsonObject;
};

/**
 * A request of the operation valid per the document: path ids of the seeded tenant, optional query
 * parameters and the Idempotency-Key now and then, a body drawn from its schema that ajv (with the document)
 * accepts. Undefined when twenty draws gave no valid body.
 */
export function generate(entry: OperationEntry, sampler: Sampler, ids: KnownIds): Generated | undefined {
  const generated: Generated = { path: {}, query: {}, headers: {} };
  for (const parameter of parametersOf(entry)) {
    const known = parameter.component ? ids[parameter.component] : undefined;
    const value = () => String(sampler.value(parameter.schema));
    if (parameter.in === 'path') generated.path[parameter.name] = known ?? value();
    if (parameter.in === 'query' && (parameter.required || sampler.chance(0.3)))
      generated.query[parameter.name] = known && sampler.chance(0.7) ? known : value();
    if (parameter.in === 'header' && sampler.chance(0.3)) generated.headers[parameter.name] = value();
  }
  const jsonPointer = bodyPointer(entry, 'application/json');
  if (jsonPointer) {
    const schema = jsonBodySchema(entry) ?? {};
    for (let attempt = 0; attempt < 20; attempt++) {
      const body = withKnownIds(sampler.value(schema), ids, sampler);
      if (schemaProblems(jsonPointer, body).length === 0) return { ...generated, body };
    }
    return undefined;
  }
  const formPointer = bodyPointer(entry, 'multipart/form-data');
  if (formPointer) {
    const schema = resolved(dereference({ $ref: `#${formPointer}` }, '').value);
    const fields: JsonObject = {};
    for (const [name, property] of Object.entries((schema.properties ?? {}) as JsonObject))
      if (resolved(property).format !== 'binary') fields[name] = sampler.value(property as JsonObject);
    return { ...generated, multipart: fields };
  }
  return generated;
}

export function toCall(entry: OperationEntry, generated: Generated): CallOptions {
  let path = entry.template;
  for (const [name, value] of Object.entries(generated.path))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const query = new URLSearchParams(generated.query);
  const options: CallOptions = {
    method: entry.method.toUpperCase(),
    path: query.size > 0 ? `${path}?${query}` : path,
    headers: generated.headers,
  };
  if (generated.body !== undefined) return { ...options, body: generated.body };
  if (generated.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(generated.multipart)) form.append(name, String(value));
    form.append('document', new Blob([pdfBytes()], { type: 'application/pdf' }), 'document.pdf');
    return { ...options, rawBody: form };
  }
  return options;
}

/**
 * The fields of an operation's rules beyond its schema (`x-cross-field-rules`: `[{field, rule}]`), where a
 * 400 to a request valid per the schema may name one; `*` stands for one segment of the field.
 */
export function listedRuleFields(entry: OperationEntry): string[] {
  const rules = (entry.operation['x-cross-field-rules'] ?? []) as { field: string }[];
  return rules.map((rule) => rule.field);
}

/** Why an answer to a request valid per the schema breaks the document; undefined when it does not. */
export function refusalProblem(entry: OperationEntry, result: CallResult): string | undefined {
  if (result.status !== 400) return undefined;
  // `*` in a listed field stands for one segment (`body.transaction.*`).
  const listed = listedRuleFields(entry).map(
    (field) => new RegExp(`^${field.replaceAll('.', '\\.').replaceAll('*', '[^.]+')}$`),
  );
  const unlisted = errorsOf(result).filter(
    (error) => !error.field || !listed.some((pattern) => pattern.test(error.field ?? '')),
  );
  if (unlisted.length === 0) return undefined;
  const fields = unlisted.map((error) => error.field ?? '(no field)').join(', ');
  return `400 naming ${fields}, which neither the schema nor x-cross-field-rules of ${entry.id} lists`;
}

/** The fields a refused value may be named by: the field, or one of the fields of the rule it broke. */
export type Violation = { label: string; fields: string[]; apply(generated: Generated): Generated };

const copy = (generated: Generated): Generated => structuredClone(generated);
const controlCharacterPattern = /x00-\\x1F/;

function bodyAt(generated: Generated, path: string[]): JsonObject | undefined {
  let node = generated.body as unknown;
  for (const key of path) node = (node as JsonObject | undefined)?.[key];
  return typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as JsonObject) : undefined;
}

/** One change that breaks one constraint of one body field (at `path`), and the field it must be named by. */
function fieldViolations(name: string, raw: unknown, path: string[], value: unknown): Violation[] {
  const schema = resolved(raw);
  const field = ['body', ...path, name].join('.');
  const set = (label: string, wrong: unknown): Violation => ({
    label: `${field} ${label}`,
    fields: [field],
    apply: (generated) => {
      const next = copy(generated);
      const holder = bodyAt(next, path);
      if (holder) holder[name] = wrong;
      return next;
    },
  });
  const out: Violation[] = [];
  const types = [schema.type].flat();
  if (types.includes('string') && !types.includes('number')) out.push(set('as a number', 12345));
  if (types.includes('number') || types.includes('integer')) out.push(set('as text', 'text'));
  if (typeof schema.maxLength === 'number') out.push(set('too long', 'x'.repeat(schema.maxLength + 1)));
  if (
    typeof schema.pattern === 'string' &&
    controlCharacterPattern.test(schema.pattern) &&
    typeof value === 'string'
  )
    out.push(set('with a NUL byte', `${value.slice(0, 10)}\u0000`));
  if (Array.isArray(schema.enum)) out.push(set('as an unknown value', 'notAKnownValue'));
  if (schema.format === 'date-time') out.push(set('as a date without a time', '2037-05-26'));
  if (typeof schema.exclusiveMinimum === 'number')
    out.push(set('at its exclusive minimum', schema.exclusiveMinimum));
  if (typeof schema.multipleOf === 'number' && typeof value === 'number')
    out.push(set('off its step', value + schema.multipleOf / 10));
  return out;
}

/** Violations of the body: each field's own constraints, a missing required field, an unknown field, a refused one. */
export function bodyViolations(schema: JsonObject, generated: Generated, path: string[] = []): Violation[] {
  const value = bodyAt(generated, path);
  if (!value) return [];
  const prefix = ['body', ...path];
  const properties = (schema.properties ?? {}) as JsonObject;
  const out: Violation[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!(name in value)) continue;
    out.push(...fieldViolations(name, property, path, value[name]));
    const child = resolved(property);
    if (child.type === 'object' && path.length === 0) out.push(...bodyViolations(child, generated, [name]));
  }
  for (const name of (schema.required ?? []) as string[]) {
    out.push({
      label: `${[...prefix, name].join('.')} left out`,
      fields: [[...prefix, name].join('.')],
      apply: (generated) => {
        const next = copy(generated);
        delete bodyAt(next, path)?.[name];
        return next;
      },
    });
  }
  if (schema.additionalProperties === false) {
    const field = [...prefix, 'surpriseField'].join('.');
    out.push({
      label: `${field} added`,
      fields: [field],
      apply: (generated) => {
        const next = copy(generated);
        const holder = bodyAt(next, path);
        if (holder) holder.surpriseField = true;
        return next;
      },
    });
  }
  for (const name of refusedFields(schema).filter((name) => !(name in value) && properties[name])) {
    const field = [...prefix, name].join('.');
    out.push({
      label: `${field} added where the schema refuses it`,
      fields: [field],
      apply: (generated) => {
        const next = copy(generated);
        const holder = bodyAt(next, path);
        if (holder) holder[name] = 'A';
        return next;
      },
    });
  }
  return out;
}
