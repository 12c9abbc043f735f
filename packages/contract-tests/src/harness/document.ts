import { type OperationId, openApiDocument, operations } from '@cambio/contract';
import { onProduction } from './target.ts';

/** The parts of an OpenAPI object the suite reads; everything else stays `unknown`. */
export type JsonObject = Record<string, unknown>;

export type OperationEntry = {
  id: OperationId;
  /** Lower case, as in the document. */
  method: string;
  /** The path template, such as `/api/users/{id}`. */
  template: string;
  /** JSON pointer of the operation object in the document. */
  pointer: string;
  operation: JsonObject;
  pattern: RegExp;
  paramCount: number;
};

export type RouteMatch =
  | { kind: 'operation'; entry: OperationEntry }
  | { kind: 'methodNotAllowed'; allowed: string[] }
  | { kind: 'notFound' };

/** The bundled source document (packages/contract/generated/openapi.json), read as plain JSON. */
export const document = openApiDocument as unknown as JsonObject;

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The value at a JSON pointer (`/paths/~1api~1users/get`) of the document. */
export function atPointer(pointer: string): unknown {
  let value: unknown = document;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    value = (value as JsonObject | undefined)?.[segment];
  }
  return value;
}

/** Follows local `$ref`s; returns the object and the pointer where it really lives. */
export function dereference(value: unknown, pointer: string): { value: JsonObject; pointer: string } {
  let current = value as JsonObject;
  let at = pointer;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) {
    at = (current.$ref as string).replace(/^#/, '');
    current = atPointer(at) as JsonObject;
  }
  return { value: current, pointer: at };
}

function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Every operation of the document the target serves, from its `paths`: on the production target, those the
 * document marks `x-sandbox-only` do not exist (the production document has none of them), so a request to
 * one is checked as any unknown route and the coverage check does not ask for them.
 */
export const operationEntries: OperationEntry[] = Object.entries(
  document.paths as Record<string, JsonObject>,
).flatMap(([template, item]) =>
  httpMethods
    .filter((method) => item[method] !== undefined)
    .map((method) => {
      const operation = item[method] as JsonObject;
      return {
        id: operation.operationId as OperationId,
        method,
        template,
        pointer: `/paths/${escapePointer(template)}/${method}`,
        operation,
        pattern: templatePattern(template),
        paramCount: (template.match(/\{/g) ?? []).length,
      };
    })
    .filter((entry) => !(onProduction && entry.operation['x-sandbox-only'] === true)),
);

const byId = new Map(operationEntries.map((entry) => [entry.id, entry]));

export function operationById(id: OperationId): OperationEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`the document has no operation ${id}`);
  return entry;
}

/**
 * The operation a request reaches. A literal segment wins over a parameter (`/api/orders/export` is not
 * `/api/orders/{id}`), as in the server's router.
 */
export function findOperation(method: string, path: string): RouteMatch {
  const matching = operationEntries.filter((entry) => entry.pattern.test(path));
  if (matching.length === 0) return { kind: 'notFound' };
  const candidates = matching.filter((entry) => entry.method === method.toLowerCase());
  const best = candidates.sort((a, b) => a.paramCount - b.paramCount)[0];
  if (best) return { kind: 'operation', entry: best };
  return {
    kind: 'methodNotAllowed',
    allowed: [...new Set(matching.map((entry) => entry.method.toUpperCase()))],
  };
}

/** The documented statuses of an operation (from the document, not from generated code). */
export function documentedStatuses(id: OperationId): number[] {
  return Object.keys(operationById(id).operation.responses as JsonObject)
    .map(Number)
    .filter(Number.isInteger);
}

export { operations };
