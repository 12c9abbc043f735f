import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import { externalChangeMs } from './store.ts';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await openTestRuntime('onboarding-access');
});
afterAll(() => runtime.dispose());

async function post(path: string, body: unknown) {
  const response = await runtime.app.request(path, {
    method: 'POST',
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

// Order creation reads a user's onboarding on every booking, from memory on the Node runtime (deps.reads):
// memory must never answer a status or terms that changed.
describe('onboarding access as bookings read it', () => {
  it('sees terms accepted, an approval and another process changing the terms', async () => {
    const userId = await createPendingUser(runtime);
    const access = () => runtime.deps.reads.onboardingAccess(userId, 'MX');
    const before = await access();
    expect(before).toEqual({ status: expect.any(String), hasAcceptedTerms: false });
    expect(before?.status).not.toBe('approved');
    expect(await access()).toEqual(before);
    expect(await runtime.deps.reads.onboardingAccess(userId, 'PE')).toBeUndefined();

    await post(`/api/users/${userId}/terms/accept`, {});
    expect(await access()).toEqual({ status: before?.status, hasAcceptedTerms: true });
    await post(`/api/sandbox/users/${userId}/verification`, {});
    expect(await access()).toEqual({ status: 'approved', hasAcceptedTerms: true });

    // Another process on the same file: counted within the store's bound for changes it did not make.
    const other = new Database(join(runtime.dataDir, 'cambio.sqlite'));
    try {
      other.prepare('UPDATE onboardings SET has_accepted_terms = 0 WHERE user_id = ?').run(userId);
    } finally {
      other.close();
    }
    const changed = performance.now();
    await vi.waitFor(
      async () => expect(await access()).toEqual({ status: 'approved', hasAcceptedTerms: false }),
      {
        timeout: 1000,
        interval: 5,
      },
    );
    expect(performance.now() - changed).toBeLessThan(externalChangeMs * 3);
  });
});
