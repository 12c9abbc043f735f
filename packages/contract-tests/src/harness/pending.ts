import type { OperationId } from '@cambio/contract';
import { operationEntries } from './document.ts';
import type { Target } from './target.ts';

/**
 * The operations the target reports as pending: those its served document (/openapi.json) marks
 * `x-not-implemented: true`, for which it answers 501 code 10. The source document carries no marker: a new
 * operation is pending until a handler exists, without an edit. A server that serves no such document
 * reports none (its 501 answers are still accepted, and counted as pending by the coverage report).
 */
export async function pendingOperations(target: Target): Promise<OperationId[]> {
  const response = await target.fetch(new Request(`${target.baseUrl}/openapi.json`));
  if (!response.ok) return [];
  const served = (await response.json()) as {
    paths?: Record<string, Record<string, Record<string, unknown>>>;
  };
  const marked = new Set(
    Object.values(served.paths ?? {}).flatMap((item) =>
      Object.values(item)
        .filter((operation) => operation?.['x-not-implemented'] === true)
        .map((operation) => operation.operationId),
    ),
  );
  return operationEntries.map((entry) => entry.id).filter((id) => marked.has(id));
}

/** The operations of the document the target has a handler for. */
export async function implementedOperations(target: Target): Promise<OperationId[]> {
  const pending = await pendingOperations(target);
  return operationEntries.map((entry) => entry.id).filter((id) => !pending.includes(id));
}
