import { type ErrorName, errorCatalogue } from '@cambio/contract';
import { expect } from 'vitest';
import { type CallResult, errorsOf } from './api.ts';

/**
 * The response is the catalogue error `name` (its HTTP status and code) and nothing else: an error body
 * carries no data of the resource. With `field`, the first entry names that request field.
 */
export function expectError(result: CallResult, name: ErrorName, field?: string): void {
  const { status, code } = errorCatalogue[name];
  const entries = errorsOf(result);
  const summary = {
    status: result.status,
    code: entries[0]?.code,
    ...(field ? { field: entries[0]?.field } : {}),
  };
  expect(summary, JSON.stringify(result.body)).toEqual({ status, code, ...(field ? { field } : {}) });
  expect(Object.keys(result.body as object)).toEqual(['errors']);
}

/** A 400 (code 9) naming `field`; the message names it too. */
export function expectInvalid(result: CallResult, field: string): void {
  expectError(result, 'invalidRequest', field);
  expect(errorsOf(result)[0]?.message).toContain(field);
}

/** The list total the server announces in X-Total-Count. */
export function totalCount(result: CallResult | { headers: Headers }): number {
  return Number(result.headers.get('x-total-count'));
}
