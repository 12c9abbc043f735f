import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await openTestRuntime('address-reads');
});
afterAll(() => runtime.dispose());

// deps.reads.cryptoAddress answers from memory on the Node runtime: memory must never answer another broker.
describe('address reads remembered in memory', () => {
  it('give the stored address to its broker only, before and after it is remembered', async () => {
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
    const { reads } = runtime.deps;

    expect(await reads.cryptoAddress('brk_other', id)).toBeUndefined();
    const first = await reads.cryptoAddress(brokerId, id);
    expect(first).toMatchObject({ id, brokerId, userId: runtime.userId, network: 'polygon' });
    expect(await reads.cryptoAddress(brokerId, id)).toEqual(first);
    expect(await reads.cryptoAddress('brk_other', id)).toBeUndefined();
    expect(await reads.cryptoAddress(brokerId, 'adr_unknown')).toBeUndefined();
  });
});
