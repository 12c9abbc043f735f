import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';

let runtime: TestRuntime;
let key = '';

async function call<T>(method: string, path: string, body?: unknown, apiKey = key) {
  const response = await runtime.app.request(path, {
    method,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  runtime = await openTestRuntime('order-views');
  key = runtime.writeKey;
});
afterAll(() => runtime.dispose());

// getOrder answers from memory on the Node store: every change must show on the next read, and memory
// must never answer another broker.
describe('order reads remembered in memory', () => {
  it('show each change at once and stay within the broker', async () => {
    const userId = runtime.userId;
    const address = await call<{ id: string }>('POST', '/api/addresses', {
      userId,
      network: 'polygon',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    const quote = await call<{ id: string }>('POST', '/api/quotes', {
      userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const created = await call<{ id: string; status: string }>('POST', '/api/orders', {
      quoteId: quote.body.id,
      settlement: { payout: { addressId: address.body.id } },
    });
    const path = `/api/orders/${created.body.id}`;
    // The booking's answer is the order as stored.
    expect((await call('GET', path)).body).toEqual(created.body);
    expect((await call<{ status: string }>('GET', path)).body.status).toBe('awaitingPayment');
    expect((await call<{ status: string }>('GET', path)).body.status).toBe('awaitingPayment');

    expect((await call('POST', `${path}/cancel`, {})).status).toBe(200);
    const afterCancel = await call<{ status: string; settlement: { payment: { status: string } } }>(
      'GET',
      path,
    );
    expect(afterCancel.body.status).toBe('cancelled');
    expect(afterCancel.body.settlement.payment.status).toBe('cancelled');

    const other = await call<{ keys: Array<{ key: string }> }>('POST', '/api/sandbox/brokers', {});
    const otherKey = other.body.keys.at(-1)?.key ?? '';
    const foreign = await call<{ errors: Array<{ code: number }> }>('GET', path, undefined, otherKey);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0]?.code).toBe(2);
  });
});
