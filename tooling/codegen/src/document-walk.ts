import type { OpenApiDocument } from './bundle.ts';

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type Operation = {
  operationId: string;
  method: (typeof httpMethods)[number];
  path: string;
  definition: Record<string, unknown>;
};

/** Every operation of the document, in document order. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const definition = pathItem[method] as Record<string, unknown> | undefined;
      if (!definition) continue;
      const operationId = definition.operationId;
      if (typeof operationId !== 'string')
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      operations.push({ operationId, method, path, definition });
    }
  }
  return operations;
}

/** Follows a local `$ref` (`#/components/...`) until it reaches an object that is not a reference. */
export function resolveRef<T>(document: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let depth = 0; depth < 20; depth++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string') return current as T;
    current = pointer(document, ref);
  }
  throw new Error('Reference chain too long');
}

/** The component name a `$ref` points at (`#/components/schemas/User` -> `User`). */
export function refName(value: unknown): string | undefined {
  const ref = (value as { $ref?: unknown } | null)?.$ref;
  return typeof ref === 'string' ? ref.split('/').at(-1) : undefined;
}

function pointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are expected after bundling: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolvable reference ${ref}`);
  }
  return node;
}

export function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
