import { differences, normalizeSchema } from './normalize-schema.ts';

type Json = Record<string, unknown>;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function resolverOf(document: Json) {
  return (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((value, segment) => (value as Json | undefined)?.[segment], document);
}

/** A side of the comparison: one document and how to follow its `$ref`s. */
class Side {
  readonly resolve: (ref: string) => unknown;
  constructor(readonly document: Json) {
    this.resolve = resolverOf(document);
  }
  deref(value: unknown): Json {
    let current = value as Json;
    while (typeof current?.$ref === 'string') current = this.resolve(current.$ref) as Json;
    return current ?? {};
  }
  schema(value: unknown): unknown {
    return normalizeSchema(value, this.resolve);
  }
  operations(): Map<string, Json> {
    const found = new Map<string, Json>();
    for (const [path, item] of Object.entries((this.document.paths ?? {}) as Record<string, Json>)) {
      for (const method of methods)
        if (item[method]) found.set(`${method.toUpperCase()} ${path}`, item[method] as Json);
    }
    return found;
  }
}

function setDifference(label: string, source: string[], emitted: string[]): string[] {
  const missing = source.filter((item) => !emitted.includes(item));
  const extra = emitted.filter((item) => !source.includes(item));
  return [
    ...(missing.length ? [`${label}: in the source only: ${missing.join(', ')}`] : []),
    ...(extra.length ? [`${label}: emitted only: ${extra.join(', ')}`] : []),
  ];
}

function compareContent(
  where: string,
  source: Side,
  emitted: Side,
  sourceContent: unknown,
  emittedContent: unknown,
): string[] {
  const a = (sourceContent ?? {}) as Record<string, Json>;
  const b = (emittedContent ?? {}) as Record<string, Json>;
  const problems = setDifference(`${where} media types`, Object.keys(a), Object.keys(b));
  for (const mediaType of Object.keys(a).filter((type) => b[type])) {
    // Only the schema is compared: multipart `encoding` (the file part's content types) has no zod form.
    const diff = differences(source.schema(a[mediaType]?.schema), emitted.schema(b[mediaType]?.schema));
    problems.push(...diff.map((line) => `${where} ${mediaType} ${line}`));
  }
  return problems;
}

function compareParameters(where: string, source: Side, emitted: Side, a: unknown, b: unknown): string[] {
  const keyed = (side: Side, list: unknown) =>
    new Map(((list ?? []) as unknown[]).map((raw) => side.deref(raw)).map((p) => [`${p.in}:${p.name}`, p]));
  const sourceParams = keyed(source, a);
  const emittedParams = keyed(emitted, b);
  const problems = setDifference(`${where} parameters`, [...sourceParams.keys()], [...emittedParams.keys()]);
  for (const [key, parameter] of sourceParams) {
    const other = emittedParams.get(key);
    if (!other) continue;
    if (Boolean(parameter.required) !== Boolean(other.required)) {
      problems.push(
        `${where} parameter ${key}: required ${Boolean(parameter.required)} in the source, ${Boolean(other.required)} emitted`,
      );
    }
    const diff = differences(source.schema(parameter.schema), emitted.schema(other.schema));
    problems.push(...diff.map((line) => `${where} parameter ${key} schema ${line}`));
  }
  return problems;
}

function compareOperation(where: string, source: Side, emitted: Side, a: Json, b: Json): string[] {
  const problems: string[] = [];
  if (a.operationId !== b.operationId)
    problems.push(`${where}: operationId ${String(a.operationId)} vs ${String(b.operationId)}`);
  problems.push(...compareParameters(where, source, emitted, a.parameters, b.parameters));
  const bodyA = a.requestBody ? source.deref(a.requestBody) : undefined;
  const bodyB = b.requestBody ? emitted.deref(b.requestBody) : undefined;
  if (Boolean(bodyA) !== Boolean(bodyB))
    problems.push(`${where}: request body ${bodyA ? 'only in the source' : 'only emitted'}`);
  if (bodyA && bodyB) {
    if (Boolean(bodyA.required) !== Boolean(bodyB.required))
      problems.push(`${where}: request body required differs`);
    problems.push(...compareContent(`${where} request`, source, emitted, bodyA.content, bodyB.content));
  }
  const responsesA = (a.responses ?? {}) as Json;
  const responsesB = (b.responses ?? {}) as Json;
  problems.push(...setDifference(`${where} statuses`, Object.keys(responsesA), Object.keys(responsesB)));
  for (const status of Object.keys(responsesA).filter((code) => responsesB[code])) {
    const responseA = source.deref(responsesA[status]);
    const responseB = emitted.deref(responsesB[status]);
    problems.push(
      ...compareContent(`${where} ${status}`, source, emitted, responseA.content, responseB.content),
    );
  }
  return problems;
}

/**
 * Differences between the bundled source document and the one the server emits: paths and methods,
 * operation ids, parameters (in, name, required, schema), request bodies (required, media types,
 * schemas), response statuses, media types and schemas, schemas compared in the normal form of
 * `normalizeSchema`. Empty when they agree.
 */
export function compareDocuments(sourceDocument: Json, emittedDocument: Json): string[] {
  const source = new Side(sourceDocument);
  const emitted = new Side(emittedDocument);
  const a = source.operations();
  const b = emitted.operations();
  const problems = setDifference('operations', [...a.keys()], [...b.keys()]);
  for (const [key, operation] of a) {
    const other = b.get(key);
    if (other) problems.push(...compareOperation(key, source, emitted, operation, other));
  }
  return problems;
}
