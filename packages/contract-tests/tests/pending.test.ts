import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { operationEntries } from '../src/harness/document.ts';
import { exampleRequest } from '../src/harness/example-request.ts';
import { pendingOperations } from '../src/harness/pending.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// An operation of the document without a handler is pending: the server marks it `x-not-implemented` in the
// document it serves and answers it 501 code 10, after authentication, authorization and validation. The
// source document needs no marker (no '501' response) for it. Each one the server reports must really answer
// so; the coverage report then asks it for no 2xx.
const target = await resolveTarget();
const tenant = await newTenant(target);
const pending = await pendingOperations(target);

describe('pending operations', () => {
  it('are operations of the document', () => {
    const ids = operationEntries.map((entry) => entry.id);
    expect(pending.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(pending)('%s answers 501 code 10 after authentication and authorization', async (id) => {
    const result = await tenant.call(exampleRequest(id));
    expectError(result, 'notImplemented');
  });
});
