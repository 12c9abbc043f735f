import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';

// The document's createOrder: creation emits one `order.created` with the order as answered (its set-up
// steps included); each later change of status emits one `order.statusChanged` with the order as
// GET /api/orders/{id} answers it after the change, and the status before it.
let runtime: TestRuntime;
let addressId = '';

type Order = { id: string; status: string };

async function send(method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { 'x-api-key': runtime.writeKey };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await runtime.app.request(path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as Order;
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

const getOrder = (id: string) => send('GET', `/api/orders/${id}`);

async function book(origin: object, destination: object, payout: object) {
  const quote = await send('POST', '/api/quotes', {
    userId: runtime.userId,
    country: 'MX',
    origin,
    destination,
  });
  return send('POST', '/api/orders', { quoteId: quote.id, settlement: { payout } });
}

/** The events about one order, oldest first. */
async function eventsOf(orderId: string) {
  const rows = await runtime.store.db.select().from(events).orderBy(events.id);
  return rows
    .map(({ event, data, details }) => ({ event, data: data as Order, details }))
    .filter(({ data }) => data.id === orderId);
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
  it('a booking emits order.created with the order as answered, a cancellation order.statusChanged', async () => {
    const order = await book(
      { asset: 'MXN', amount: 1000 },
      { asset: 'USDC', network: 'polygon' },
      { addressId },
    );
    expect(order.status).toBe('awaitingPayment');
    expect(await eventsOf(order.id)).toEqual([{ event: 'order.created', data: order, details: null }]);

    await send('POST', `/api/orders/${order.id}/cancel`);
    const cancelled = await getOrder(order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await eventsOf(order.id)).toEqual([
      { event: 'order.created', data: order, details: null },
      { event: 'order.statusChanged', data: cancelled, details: { previousStatus: 'awaitingPayment' } },
    ]);
  });

  it('a change through several statuses emits one order.statusChanged, from the status before it', async () => {
    const order = await book({ asset: 'USDC', network: 'polygon', amount: 100 }, { asset: 'MXN' }, {});
    expect(order.status).toBe('awaitingBankPayoutDetails');
    expect(await eventsOf(order.id)).toEqual([{ event: 'order.created', data: order, details: null }]);

    // The bank account gives the payout details, and the order its deposit address and instructions.
    await send('POST', '/api/bank/accounts', {
      userId: runtime.userId,
      country: 'MX',
      fiat: 'MXN',
      accountHolderName: 'Sandbox Broker',
      CLABE: '012180001234567899',
    });
    const attached = await getOrder(order.id);
    expect(attached.status).toBe('awaitingPayment');

    // The crypto payment is detected and confirmed in one change.
    await send('POST', '/api/payments/crypto/check', { orderId: order.id });
    const paid = await getOrder(order.id);
    expect(paid.status).toBe('depositConfirmed');

    expect((await eventsOf(order.id)).slice(1)).toEqual([
      {
        event: 'order.statusChanged',
        data: attached,
        details: { previousStatus: 'awaitingBankPayoutDetails' },
      },
      { event: 'order.statusChanged', data: paid, details: { previousStatus: 'awaitingPayment' } },
    ]);
  });
});
