import { openApiDocument } from '@cambio/contract';
import { describe, expect, it } from 'vitest';
import { unimplementedOperations } from '../routes/index.ts';
import { withPendingMarked } from './pending-document.ts';

type Operation = { operationId?: string; 'x-not-implemented'?: boolean; responses: Record<string, unknown> };
const operationsOf = (document: unknown) =>
  Object.values((document as { paths: Record<string, Record<string, Operation>> }).paths).flatMap((item) =>
    Object.values(item),
  );

describe('the served document marks the operations without a handler', () => {
  it('this version has a handler for every operation: the document is served as it is', () => {
    expect(unimplementedOperations()).toEqual([]);
    expect(withPendingMarked(openApiDocument, unimplementedOperations())).toBe(openApiDocument);
  });

  it('an operation without one is marked x-not-implemented and lists its 501; the others are untouched', () => {
    const served = withPendingMarked(openApiDocument, ['getQuote']);
    const marked = operationsOf(served).filter((operation) => operation['x-not-implemented'] === true);
    expect(marked.map((operation) => operation.operationId)).toEqual(['getQuote']);
    expect(Object.keys(marked[0]?.responses ?? {})).toContain('501');
    expect(operationsOf(openApiDocument).some((operation) => '501' in operation.responses)).toBe(false);
  });
});
