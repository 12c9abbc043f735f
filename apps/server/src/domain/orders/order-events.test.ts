import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { openTestRuntime, type TestRuntime } from '../../node/test-runtime.ts';

// The document's createOrder: creation emits one `order.created` with the order as answered (its set-up
// steps included); later status changes emit `order.statusChanged`.
let runtime: TestRuntime;
let addressId = '';

async function send(method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { 'x-api-key': runtime.writeKey };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await runtime.app.request(path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as { id: string; status: string };
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

async function book(origin: object, destination: object, payout: object) {
  const quote = await send('POST', '/api/quotes', {
    userId: runtime.userId,
    country: 'MX',
    origin,
    destination,
  });
  return send('POST', '/api/orders', { quoteId: quote.id, settlement: { payout } });
}

/** The events about one order, oldest first: `order.created` names it by `id`, the others by `orderId`. */
async function eventsOf(orderId: string) {
  const rows = await runtime.store.db.select().from(events).orderBy(events.id);
  return rows
    .map(({ event, data }) => ({ event, data: data as { id?: string; orderId?: string } }))
    .filter(({ data }) => data.id === orderId || data.orderId === orderId);
}

beforeAll(async () => {
  runtime = await openTestRuntime('order-events');
  const address = await send('POST', '/api/addresses', {
    userId: runtime.userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  addressId = address.id;
});
afterAll(() => runtime.dispose());

describe('order events', () => {
  it('a booking emits order.created with the order as answered, and no event for its set-up steps', async () => {
    const order = await book(
      { asset: 'MXN', amount: 1000 },
      { asset: 'USDC', network: 'polygon' },
      { addressId },
    );
    expect(order.status).toBe('awaitingPayment');
    expect(await eventsOf(order.id)).toEqual([{ event: 'order.created', data: order }]);

    await send('POST', `/api/orders/${order.id}/cancel`);
    expect((await eventsOf(order.id)).map(({ event, data }) => [event, data])).toEqual([
      ['order.created', order],
      ['order.statusChanged', { orderId: order.id, previousStatus: 'awaitingPayment', status: 'cancelled' }],
    ]);
  });

  it('a cryptoToFiat order without a bank account is created awaiting its payout details', async () => {
    const order = await book({ asset: 'USDC', network: 'polygon', amount: 100 }, { asset: 'MXN' }, {});
    expect(order.status).toBe('awaitingBankPayoutDetails');
    expect(await eventsOf(order.id)).toEqual([{ event: 'order.created', data: order }]);
  });
});
