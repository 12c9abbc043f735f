import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { openTestRuntime } from '../testing/test-runtime.ts';

// Sharding by broker (docs/deploying.md, "Beyond one database") needs every query of a request to reach its
// broker's rows only: each names the broker (`broker_id`) or seeks a row by a key that belongs to one broker
// (an id, a user's id). A query that reads across brokers (say, orders by status alone) fails here. Every
// statement SQLite runs during a sample of requests is recorded, with its values.
type Run = { sql: string; values: unknown[] };
const runs: Run[] = [];
let recording = false;
const statement = Object.getPrototypeOf(new Database(':memory:').prepare('select 1')) as Record<
  string,
  (...values: unknown[]) => unknown
>;
for (const method of ['run', 'get', 'all', 'iterate'] as const) {
  const original = statement[method] as (...values: unknown[]) => unknown;
  statement[method] = function (this: { source: string }, ...values: unknown[]) {
    if (recording) runs.push({ sql: this.source, values: values.flat() });
    return original.apply(this, values);
  };
}

/** Tables of the service itself, not of a broker. */
const serviceTables = ['access_version', 'batch_guard', 'settings'];
/** Keys that belong to one broker: a row found by one of them is that broker's. */
const brokerKeys = /"(id|user_id|owner_id|order_id|webhook_id|key_hash|booked_quote_id)" (= \?|in \()/;
/** A transaction's own statements. */
const transactionControl = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

const runtime = await openTestRuntime('broker-scope');
afterAll(() => runtime.dispose());
const call = async (method: string, path: string, body?: unknown, key = runtime.writeKey) => {
  const response = await runtime.app.request(path, {
    method,
    headers: { 'x-api-key': key, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
};

it('runs no query across brokers in the requests of one broker', async () => {
  // Another broker with data of its own, whose id no query of the first broker's requests may carry.
  const other = await call('POST', '/api/sandbox/brokers', { name: 'Other broker' });
  recording = true;
  const { userId } = runtime;
  const address = await call('POST', '/api/addresses', {
    userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  const quote = await call('POST', '/api/quotes', {
    userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  const order = await call('POST', '/api/orders', {
    quoteId: quote.id,
    clientReferenceId: crypto.randomUUID(),
    settlement: { payout: { addressId: address.id } },
  });
  await call('GET', `/api/orders/${order.id}`);
  await call('POST', `/api/orders/${order.id}/cancel`);
  for (const path of ['/api/orders', '/api/users', '/api/events', '/api/addresses', '/api/webhooks']) {
    await call('GET', `${path}?limit=5`);
  }
  await call('GET', '/api/market/prices/spot?side=buy&fiat=MXN&country=MX&crypto=USDC');
  recording = false;

  expect(runs.length).toBeGreaterThan(20);
  const unscoped = runs.filter(({ sql }) => {
    if (transactionControl.test(sql)) return false;
    if (serviceTables.some((table) => sql.includes(`"${table}"`) || sql.includes(` ${table} `))) return false;
    return !sql.includes('broker_id') && !brokerKeys.test(sql);
  });
  expect(unscoped.map((run) => run.sql)).toEqual([]);
  const otherBroker = String(other.brokerId);
  expect(otherBroker).toMatch(/^brk_/);
  expect(runs.filter((run) => run.values.includes(otherBroker))).toEqual([]);
});
