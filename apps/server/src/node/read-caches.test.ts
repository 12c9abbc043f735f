import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalChangeMs } from '../db/store.ts';
import type { HotReads } from '../deps.ts';
import { plainReads } from '../domain/hot-reads.ts';
import { issueKey } from '../domain/keys/api-keys.ts';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';

// Differential: the Node runtime's remembering reads (deps.reads) and the plain queries give the same
// answers after the same sequence of reads and writes, through this process and through another connection.
let runtime: TestRuntime;
let plain: HotReads;

beforeAll(async () => {
  runtime = await openTestRuntime('read-caches');
  plain = plainReads(runtime.store);
});
afterAll(() => runtime.dispose());

async function send(method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { 'x-api-key': runtime.writeKey };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await runtime.app.request(path, { method, headers, body: JSON.stringify(json) });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/** Each read through both: the same answer, asked twice (the second from memory where remembered). */
async function same<K extends keyof HotReads>(read: K, ...args: Parameters<HotReads[K]>) {
  const remembered = runtime.deps.reads[read] as (...a: typeof args) => Promise<unknown>;
  const expected = await (plain[read] as (...a: typeof args) => Promise<unknown>)(...args);
  expect(await remembered(...args)).toEqual(expected);
  expect(await remembered(...args)).toEqual(expected);
  return expected;
}

/** A write through another connection on the same file, as the keys command makes them. */
function elsewhere(sql: string, ...values: unknown[]) {
  const other = new Database(join(runtime.dataDir, 'cambio.sqlite'));
  try {
    other.prepare(sql).run(...values);
  } finally {
    other.close();
  }
}

describe('remembered reads answer as the plain queries do', () => {
  it('orders, addresses, onboardings and callers, across changes here and in another process', async () => {
    const { brokerId, userId, writeKey } = runtime;
    const address = await send('POST', '/api/addresses', {
      userId,
      network: 'polygon',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    await same('cryptoAddress', brokerId, address.id);
    await same('cryptoAddress', 'brk_other', address.id);
    await same('cryptoAddress', brokerId, 'adr_unknown');

    const quote = await send('POST', '/api/quotes', {
      userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const order = await send('POST', '/api/orders', {
      quoteId: quote.id,
      settlement: { payout: { addressId: address.id } },
    });
    const booked = await same('orderView', brokerId, order.id);
    await same('orderView', 'brk_other', order.id);
    await send('POST', `/api/orders/${order.id}/cancel`);
    expect(await same('orderView', brokerId, order.id)).not.toEqual(booked);

    const pendingUser = await createPendingUser(runtime);
    await same('onboardingAccess', pendingUser, 'MX');
    await same('onboardingAccess', pendingUser, 'PE');
    await send('POST', `/api/sandbox/users/${pendingUser}/verification`, {});
    await same('onboardingAccess', pendingUser, 'MX');
    await same('caller', writeKey, 'sandbox');
    await same('caller', `${writeKey}x`, 'sandbox');
    const key = await issueKey(runtime.store, {
      brokerId,
      userId: pendingUser,
      role: 'read',
      mode: 'sandbox',
      at: new Date(),
    });
    await same('caller', key.key, 'sandbox');

    // Another process: counted within the store's bound for changes it did not make.
    elsewhere('UPDATE onboardings SET has_accepted_terms = 0 WHERE user_id = ?', pendingUser);
    elsewhere('UPDATE api_keys SET revoked_at = ? WHERE id = ?', new Date().toISOString(), key.id);
    await new Promise((resolve) => setTimeout(resolve, externalChangeMs * 2));
    await same('onboardingAccess', pendingUser, 'MX');
    expect(await same('caller', key.key, 'sandbox')).toBeUndefined();
  });
});
