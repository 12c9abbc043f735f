import { describe, expect, it } from 'vitest';
import { call, errorsOf } from '../src/harness/api.ts';
import { expectError } from '../src/harness/assertions.ts';
import {
  documentedStatuses,
  type OperationEntry,
  operationEntries,
  operations,
} from '../src/harness/document.ts';
import { exampleRequest } from '../src/harness/example-request.ts';
import { keyPrefix, onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant, unapprovedCaller } from '../src/harness/tenant.ts';

// Part 5 of the specification, generated from the document for every operation: a key is required
// (401), the createAndModify role where `x-required-role` says so and an approved caller where
// `x-requires-approval` says so (403), and nothing more than that. An operation with `security: []` (the
// health check) takes no key: it answers alike without one and with any.
const target = await resolveTarget();
const tenant = await newTenant(target);
const unapproved = await unapprovedCaller(tenant);
const unknownKey = `${keyPrefix}${'0'.repeat(40)}`;
const refused = [401, 403];
const takesNoKey = (entry: OperationEntry) =>
  Array.isArray(entry.operation.security) && entry.operation.security.length === 0;
const withKey = operationEntries.filter((entry) => !takesNoKey(entry));
const keyless = operationEntries.filter(takesNoKey);

describe.each(keyless.map((entry) => [entry.id, entry] as const))('%s (no key)', (id, entry) => {
  const request = (key: string | undefined) => call(target, { ...exampleRequest(id), key });

  it('the document marks no access rules and no 401 or 403, and the generated route needs no key', () => {
    expect(entry.operation['x-required-role']).toBeUndefined();
    expect(entry.operation['x-requires-approval']).toBeUndefined();
    expect(documentedStatuses(id)).not.toContain(401);
    expect(documentedStatuses(id)).not.toContain(403);
    expect(operations[id].requiresKey).toBe(false);
  });

  it('answers without a key as with an unknown, a malformed, a read or an unapproved caller key', async () => {
    const statuses: number[] = [];
    for (const key of [undefined, unknownKey, 'Bearer abc', '', tenant.readKey, unapproved.key]) {
      statuses.push((await request(key)).status);
    }
    expect(statuses.filter((status) => status >= 200 && status < 300)).toHaveLength(statuses.length);
  });
});

describe.each(withKey.map((entry) => [entry.id, entry] as const))('%s', (id, entry) => {
  const { role, requiresApproval } = operations[id];
  const request = (key: string | undefined) => call(target, { ...exampleRequest(id), key });

  it('the document marks its access rules and documents the statuses they produce', () => {
    expect(operations[id].requiresKey).toBe(true);
    expect(entry.operation['x-required-role']).toBe(role);
    expect(entry.operation['x-requires-approval']).toBe(requiresApproval);
    expect(documentedStatuses(id)).toContain(401);
    if (role === 'createAndModify' || requiresApproval) expect(documentedStatuses(id)).toContain(403);
  });

  it('answers 401 code 19 without a key, with an unknown key and with a malformed key', async () => {
    for (const key of [undefined, unknownKey, 'Bearer abc', '']) {
      expectError(await request(key), 'notAuthorized');
    }
  });

  if (role === 'createAndModify') {
    it('answers 403 code 19 to a read key, naming the role it needs', async () => {
      const result = await request(tenant.readKey);
      expectError(result, 'forbidden');
      expect(errorsOf(result)[0]?.message).toBe(
        'Not authorized: this operation needs a key with the createAndModify role; this key has the read role',
      );
    });
  } else {
    it('lets a read key through', async () => {
      expect(refused).not.toContain((await request(tenant.readKey)).status);
    });
  }

  if (requiresApproval) {
    it('answers 403 code 19 to a caller approved in no country, saying so', async () => {
      const result = await request(unapproved.key);
      expectError(result, 'forbidden');
      expect(errorsOf(result)[0]?.message).toBe(
        "Not authorized: this operation needs the key's user to be approved in at least one country",
      );
    });
  } else {
    it('lets a caller approved in no country through', async () => {
      expect(refused).not.toContain((await request(unapproved.key)).status);
    });
  }
});

describe('keys of the other mode', () => {
  // A server takes the keys of its own mode only: a key of the other mode is refused as not authorized.
  const [own, other, otherKey] = onProduction
    ? ['production', 'sandbox', `sk_sandbox_${'A'.repeat(43)}`]
    : ['sandbox', 'live', `sk_live_${'A'.repeat(43)}`];
  it(`a ${other} key on this ${own} server answers 401 code 19, saying which mode the server is`, async () => {
    const result = await call(target, { method: 'GET', path: '/api/users', key: otherKey });
    expectError(result, 'notAuthorized');
    const [entry] = (result.body as { errors: Array<{ message: string; field?: string }> }).errors;
    expect(entry?.message).toBe(
      onProduction
        ? 'Not authorized: this is a production server, which takes live keys (sk_live_) only'
        : 'Not authorized: this is a sandbox server, which takes sandbox keys (sk_sandbox_) only',
    );
    expect(entry?.field).toBe('header.x-api-key');
  });
});
