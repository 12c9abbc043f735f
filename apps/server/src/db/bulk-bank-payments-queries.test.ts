import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import { findBulkBankPayment } from './bulk-bank-payments-queries.ts';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await openTestRuntime('bulk-payments');
});
afterAll(() => runtime.dispose());

async function call<T>(path: string, body: unknown): Promise<T> {
  const key = runtime.writeKey;
  const response = await runtime.app.request(path, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('findBulkBankPayment', () => {
  it("finds a bulk bank payment of its broker, or of any broker without one, and never another broker's", async () => {
    const { brokerId, userId } = runtime;
    const address = await call<{ id: string }>('/api/addresses', {
      userId,
      network: 'polygon',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    const quote = await call<{ id: string }>('/api/quotes', {
      userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const order = await call<{ id: string }>('/api/orders', {
      quoteId: quote.id,
      settlement: { payout: { addressId: address.id } },
    });
    const bulk = await call<{ id: string }>('/api/payments/bank/bulk', { orderIds: [order.id] });

    expect((await findBulkBankPayment(runtime.store, brokerId, bulk.id))?.id).toBe(bulk.id);
    expect((await findBulkBankPayment(runtime.store, undefined, bulk.id))?.brokerId).toBe(brokerId);
    expect(await findBulkBankPayment(runtime.store, 'brk_other', bulk.id)).toBeUndefined();
    expect(await findBulkBankPayment(runtime.store, brokerId, 'bbp_missing')).toBeUndefined();
  });
});
