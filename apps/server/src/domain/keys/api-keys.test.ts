import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';
import { issueKey, revokeKey } from './api-keys.ts';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await openTestRuntime('api-keys');
});
afterAll(() => runtime.dispose());

/** The caller of a key, as requests ask it: remembered by the runtime (http/remembered-callers.ts). */
const caller = (key: string) => runtime.deps.findCaller(key, 'sandbox');

/** A read key of the bootstrap broker for `userId`, its first user by default. */
function issue(userId = runtime.userId) {
  const brokerId = runtime.brokerId;
  return issueKey(runtime.store, { brokerId, userId, role: 'read', mode: 'sandbox', at: new Date() });
}

// The lookup runs on every request as one prepared statement: these pin what it must still tell apart.
describe('the caller of a key', () => {
  it("answers the key's own user, and approved only when that user is approved", async () => {
    const { brokerId, userId: approvedUser } = runtime;
    const pendingUser = await createPendingUser(runtime);
    const approved = await issue(approvedUser);
    const pending = await issue(pendingUser);
    expect(await caller(approved.key)).toMatchObject({
      keyId: approved.id,
      brokerId,
      userId: approvedUser,
      role: 'read',
      approved: true,
    });
    expect(await caller(pending.key)).toMatchObject({
      keyId: pending.id,
      userId: pendingUser,
      approved: false,
    });
  });

  it('knows no unknown or revoked key', async () => {
    const issued = await issue();
    await revokeKey(runtime.store, issued.id, new Date());
    expect(await caller(issued.key)).toBeUndefined();
    expect(await caller(`${issued.key}x`)).toBeUndefined();
  });

  // Callers are remembered between requests: every change that decides access must still count at once.
  it('sees a revocation and an approval on the next call, a change by another process too', async () => {
    const writeKey = runtime.writeKey;
    const issued = await issue();
    expect(await caller(issued.key)).toMatchObject({ keyId: issued.id });
    expect(await caller(issued.key)).toMatchObject({ keyId: issued.id });
    await revokeKey(runtime.store, issued.id, new Date());
    expect(await caller(issued.key)).toBeUndefined();

    const pendingUser = await createPendingUser(runtime);
    const pending = await issue(pendingUser);
    expect(await caller(pending.key)).toMatchObject({ approved: false });
    const verified = await runtime.app.request(`/api/sandbox/users/${pendingUser}/verification`, {
      method: 'POST',
      headers: { 'x-api-key': writeKey, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(verified.status).toBeLessThan(300);
    expect(await caller(pending.key)).toMatchObject({ approved: true });

    // Another process on the same file (the keys command does this while the server runs).
    const other = new Database(join(runtime.dataDir, 'cambio.sqlite'));
    try {
      other
        .prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?')
        .run(new Date().toISOString(), pending.id);
    } finally {
      other.close();
    }
    expect(await caller(pending.key)).toBeUndefined();
  });
});
