import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { pendingOperations } from '../src/harness/document.ts';
import { exampleRequest } from '../src/harness/example-request.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// The document marks the operations this version does not implement yet with a 501 response (code 10).
// Each one must really answer it to a valid, authorized request, and nothing else may answer 501. Since the
// order export (4.8), this version implements every operation: the list is empty until the document adds one.
const tenant = await newTenant(await resolveTarget());

describe('pending operations', () => {
  it('are none in this version', () => {
    expect(pendingOperations).toEqual([]);
  });

  it.each(pendingOperations)('%s answers 501 code 10 after authentication and authorization', async (id) => {
    const result = await tenant.call(exampleRequest(id));
    expectError(result, 'notImplemented');
  });
});
