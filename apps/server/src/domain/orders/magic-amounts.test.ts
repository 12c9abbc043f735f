import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';

// Sandbox magic amounts count on the leg the caller fixed only: a price can make a derived amount end in
// `.14` or `.13` by chance, and an integrator's order would then fail now and then for no reason it chose.
let runtime: TestRuntime;
let addressId = '';

async function send(method: string, path: string, json?: unknown) {
  const response = await runtime.app.request(path, {
    method,
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as { id: string; status: string } };
}

beforeAll(async () => {
  runtime = await openTestRuntime('magic-amounts');
  const address = await send('POST', '/api/addresses', {
    userId: runtime.userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  addressId = address.body.id;
});
afterAll(() => runtime.dispose());

/** A booked buy whose payment amount (as stored) is made to end in `.14`, the origin fixed or derived. */
async function orderPaying(fixed: 'origin' | 'destination'): Promise<string> {
  const legs =
    fixed === 'origin'
      ? { origin: { asset: 'MXN', amount: 1000 }, destination: { asset: 'USDC', network: 'polygon' } }
      : { origin: { asset: 'MXN' }, destination: { asset: 'USDC', network: 'polygon', amount: 50 } };
  const quote = await send('POST', '/api/quotes', { userId: runtime.userId, country: 'MX', ...legs });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  const booked = await send('POST', '/api/orders', {
    quoteId: quote.body.id,
    settlement: { payout: { addressId } },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = booked.body.id;
  // The amount due, as a price could have made it.
  const [row] = await runtime.store.db.select().from(orders).where(eq(orders.id, id));
  const body = row?.body as { settlement: { payment: { amount: string } } };
  body.settlement.payment.amount = '1000.14';
  await runtime.store.commit([runtime.store.db.update(orders).set({ body }).where(eq(orders.id, id))]);
  return id;
}

it('a fixed payment amount ending in .14 pays one unit short; a derived one pays in full', async () => {
  for (const [fixed, status] of [
    ['origin', 'incorrectAmountPaid'],
    ['destination', 'paid'],
  ] as const) {
    const id = await orderPaying(fixed);
    expect((await send('POST', '/api/payments/bank/check', { orderId: id })).status).toBe(200);
    expect((await send('GET', `/api/orders/${id}`)).body.status, fixed).toBe(status);
  }
});
