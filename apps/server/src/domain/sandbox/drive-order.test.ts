import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingJobsOf } from '../../db/jobs-queries.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';

// POST /api/sandbox/orders/{id}/outcome takes the order's automatic steps as its own jobs: each step marks the
// order's pending job done, so an order driven part of the way goes on one step at a time, as one undriven.
let runtime: TestRuntime;
let addressId = '';

async function send(method: string, path: string, json?: unknown) {
  const response = await runtime.app.request(path, {
    method,
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function awaitingFiatOrder(amount: number): Promise<string> {
  const quote = await send('POST', '/api/quotes', {
    userId: runtime.userId,
    country: 'MX',
    origin: { asset: 'MXN', amount },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const order = await send('POST', '/api/orders', {
    quoteId: quote.body.id,
    settlement: { payout: { addressId } },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return order.body.id as string;
}

async function awaitingCryptoToFiatOrder(amount: number): Promise<string> {
  const account = await send('POST', '/api/bank/accounts', {
    userId: runtime.userId,
    country: 'MX',
    fiat: 'MXN',
    accountHolderName: 'Ana García',
    CLABE: '012180001234567899',
  });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const quote = await send('POST', '/api/quotes', {
    userId: runtime.userId,
    country: 'MX',
    origin: { asset: 'USDC', network: 'polygon', amount },
    destination: { asset: 'MXN' },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const order = await send('POST', '/api/orders', {
    quoteId: quote.body.id,
    settlement: { payout: { bankAccountId: account.body.id } },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return order.body.id as string;
}

const pendingAdvances = async (orderId: string) =>
  (await pendingJobsOf(runtime.store, runtime.brokerId, orderId, 'order.advance')).length;

beforeAll(async () => {
  runtime = await openTestRuntime('drive-order');
  const address = await send('POST', '/api/addresses', {
    userId: runtime.userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  addressId = address.body.id as string;
});
afterAll(() => runtime.dispose());

describe('an order driven to an intermediate status', () => {
  it.each(['paid', 'sourcingLiquidity', 'liquiditySourced', 'awaitingPayout'])(
    'has exactly one pending order.advance job at %s',
    async (outcome) => {
      const orderId = await awaitingFiatOrder(1000);
      const driven = await send('POST', `/api/sandbox/orders/${orderId}/outcome`, { outcome });
      expect(driven.status, JSON.stringify(driven.body)).toBe(200);
      expect(driven.body.status).toBe(outcome);
      expect(await pendingAdvances(orderId)).toBe(1);
    },
  );

  it('has none left once complete', async () => {
    const orderId = await awaitingFiatOrder(1000);
    const driven = await send('POST', `/api/sandbox/orders/${orderId}/outcome`, { outcome: 'complete' });
    expect(driven.body.status).toBe('complete');
    expect(await pendingAdvances(orderId)).toBe(0);
  });
});

describe('an order whose payout the bank rejects on demand', () => {
  it('fails its payout as the magic amount .13 does, by its own payout job: none is left pending', async () => {
    const orderId = await awaitingCryptoToFiatOrder(150);
    const driven = await send('POST', `/api/sandbox/orders/${orderId}/outcome`, {
      outcome: 'awaitingBankPayoutDetails',
    });
    expect(driven.status, JSON.stringify(driven.body)).toBe(200);
    expect(driven.body.status).toBe('awaitingBankPayoutDetails');
    const payout = (driven.body.settlement as { payout: Record<string, unknown> }).payout;
    expect(payout.status).toBe('failed');
    expect(await pendingAdvances(orderId)).toBe(0);
  });
});
