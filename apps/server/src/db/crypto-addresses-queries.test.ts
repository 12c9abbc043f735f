import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import { findCryptoAddress } from './crypto-addresses-queries.ts';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await openTestRuntime('address-reads');
});
afterAll(() => runtime.dispose());

describe('address reads', () => {
  it('give the stored address to its broker only', async () => {
    const response = await runtime.app.request('/api/addresses', {
      method: 'POST',
      headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: runtime.userId,
        network: 'polygon',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const { brokerId } = runtime;
    const find = (broker: string, address: string) => findCryptoAddress(runtime.store, broker, address);

    expect(await find('brk_other', id)).toBeUndefined();
    expect(await find(brokerId, id)).toMatchObject({
      id,
      brokerId,
      userId: runtime.userId,
      network: 'polygon',
    });
    expect(await find(brokerId, 'adr_unknown')).toBeUndefined();
  });
});
