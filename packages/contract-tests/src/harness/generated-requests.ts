import type { CallOptions, CallResult } from './api.ts';
import { errorsOf } from './api.ts';
import { dereference, escapePointer, type JsonObject, type OperationEntry } from './document.ts';
import { pdfBytes } from './fixtures.ts';
import { resolved, type Sampler } from './schema-sample.ts';
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
export function bodyPointer(entry: OperationEntry, mediaType: string): string | undefined {
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
