import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeRuntime } from '../../node/runtime.ts';
import { authenticateKey, issueKey, revokeKey } from './api-keys.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cambio-api-keys-'));
let runtime: Awaited<ReturnType<typeof createNodeRuntime>>;

beforeAll(async () => {
  runtime = await createNodeRuntime({ dataDir, env: {} });
});
afterAll(() => {
  runtime.store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newUser(): Promise<string> {
  const key = runtime.bootstrap?.keys.find((entry) => entry.role === 'createAndModify')?.key ?? '';
  const response = await runtime.app.request('/api/users', {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({
      country: 'MX',
      email: `pending-${Date.now()}@example.com`,
      phoneNumber: '+525512345678',
      userType: 'individual',
      firstName: 'Ana',
      lastName: 'García',
      address: {
        street1: 'Av. Reforma 222',
        city: 'CDMX',
        state: 'CDMX',
        country: 'MX',
        postalCode: '06600',
      },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { userId: string }).userId;
}

// The lookup runs on every request as one prepared statement: these pin what it must still tell apart.
describe('authenticateKey', () => {
  it("answers the key's own user, and approved only when that user is approved", async () => {
    const { brokerId = '', userId: approvedUser = '' } = runtime.bootstrap ?? {};
    const pendingUser = await newUser();
    const issue = (userId: string) =>
      issueKey(runtime.store, { brokerId, userId, role: 'read', mode: 'sandbox', at: new Date() });
    const approved = await issue(approvedUser);
    const pending = await issue(pendingUser);
    expect(await authenticateKey(runtime.store, approved.key)).toMatchObject({
      keyId: approved.id,
      brokerId,
      userId: approvedUser,
      role: 'read',
      approved: true,
    });
    expect(await authenticateKey(runtime.store, pending.key)).toMatchObject({
      keyId: pending.id,
      userId: pendingUser,
      approved: false,
    });
  });

  it('knows no unknown or revoked key', async () => {
    const { brokerId = '', userId = '' } = runtime.bootstrap ?? {};
    const issued = await issueKey(runtime.store, {
      brokerId,
      userId,
      role: 'read',
      mode: 'sandbox',
      at: new Date(),
    });
    await revokeKey(runtime.store, issued.id, new Date());
    expect(await authenticateKey(runtime.store, issued.key)).toBeUndefined();
    expect(await authenticateKey(runtime.store, `${issued.key}x`)).toBeUndefined();
  });
});
