import { type OperationId, operations } from '@cambio/contract';

type Json = Record<string, unknown>;

/**
 * The document as this server serves it: an operation of the contract that has no handler here (it answers
 * 501 code 10) is marked `x-not-implemented: true` and lists that 501. The source document carries no such
 * marker: clients and the contract suite learn what is pending from the server that knows it.
 */
export function withPendingMarked<D extends object>(document: D, pending: OperationId[]): D {
  const paths = (document as { paths?: Record<string, Json> }).paths;
  if (pending.length === 0 || paths === undefined) return document;
  const marked = structuredClone(paths);
  for (const id of pending) {
    const { method, path } = operations[id];
    const operation = marked[path]?.[method] as Json | undefined;
    if (operation === undefined) continue; // not served in this mode (a sandbox-only one in production)
    operation['x-not-implemented'] = true;
    operation.responses = {
      ...(operation.responses as Json),
      '501': {
        description:
          'Code 10: the operation is part of the contract but this server version does not implement it yet.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      },
    };
  }
  return { ...document, paths: marked };
}
