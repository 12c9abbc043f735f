import type { components } from '@cambio/client';
import { expect, it } from 'vitest';
import { errorsOf } from '../src/harness/api.ts';
import { expectError } from '../src/harness/assertions.ts';
import { mexicanAccount, type Order, order, quote, readOrder, statusChanges } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant, type Tenant } from '../src/harness/tenant.ts';

type BulkBankPayout = components['schemas']['BulkBankPayout'];

// POST /api/sandbox/payouts/bank/bulk/{id}/outcome: a bulk bank payout's transfers sent, confirmed or rejected
// on demand, its orders moved and their events written as their payout jobs would; 409 code 51 with the path;
// 404 like its GET; absent from a production server.
const target = await resolveTarget();
const tenant = await newTenant(target);

const reach = (owner: Tenant, id: string, outcome: string) =>
  owner.call<BulkBankPayout>({
    method: 'POST',
    path: `/api/sandbox/payouts/bank/bulk/${id}/outcome`,
    body: { outcome },
  });

async function reached(id: string, outcome: string): Promise<BulkBankPayout> {
  const answer = await reach(tenant, id, outcome);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.status).toBe(outcome);
  const read = await tenant.call<BulkBankPayout>({ method: 'GET', path: `/api/payouts/bank/bulk/${id}` });
  expect(read.body).toEqual(answer.body);
  return answer.body;
}

/**
 * Two paid sales of USDC for pesos to one bank account, moved on by the sandbox clock a second at a time
 * (their steps are seconds apart) until both wait in `awaitingPayout`: one bulk bank payout.
 */
async function bulkPayoutOfTwo(payoutAmounts: [number, number]): Promise<{ orders: Order[]; id: string }> {
  const bankAccountId = await mexicanAccount(tenant);
  const orders: Order[] = [];
  for (const amount of payoutAmounts) {
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDC', network: 'polygon' },
      destination: { asset: 'MXN', amount },
    });
    orders.push(await order(tenant, priced.id, { bankAccountId }));
  }
  for (const { id } of orders) {
    await tenant.call({ method: 'POST', path: '/api/payments/crypto/check', body: { orderId: id } });
  }
  for (let round = 0; round < 30; round++) {
    const read = await Promise.all(orders.map(({ id }) => readOrder(tenant, id)));
    if (read.every((entry) => entry.status === 'awaitingPayout')) {
      const id = read[0]?.settlement.payout.bulkBankPayoutId ?? '';
      expect(read.map((entry) => entry.settlement.payout.bulkBankPayoutId)).toEqual([id, id]);
      return { orders: read, id };
    }
    await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 1 } });
  }
  throw new Error('the orders did not wait in awaitingPayout together');
}

const lastSteps = async (id: string, count: number) =>
  (await statusChanges(tenant, id)).slice(-count).map(({ from, to }) => `${from} → ${to}`);

sandboxOnly.describe('bulk bank payout outcomes', () => {
  it('complete: the transfers are sent and confirmed, also one with the magic amount .13', async () => {
    const { orders, id } = await bulkPayoutOfTwo([2000.13, 1500]);
    const complete = await reached(id, 'complete');
    expect(complete.payoutsSent.map((sent) => sent.amount).sort()).toEqual([1500, 2000.13]);
    for (const { id: orderId } of orders) {
      const done = await readOrder(tenant, orderId);
      expect(done).toMatchObject({ status: 'complete', settlement: { payout: { status: 'complete' } } });
      expect(await lastSteps(orderId, 2)).toEqual([
        'awaitingPayout → awaitingAsyncPayout',
        'awaitingAsyncPayout → complete',
      ]);
    }
    expect((await reach(tenant, id, 'complete')).body).toEqual(complete);
  });

  it('awaitingAsyncPayout sends the transfers; failed has the bank reject them, and nothing leads back', async () => {
    const { orders, id } = await bulkPayoutOfTwo([1200, 1300]);
    const sent = await reached(id, 'awaitingAsyncPayout');
    expect(sent.payoutsSent).toHaveLength(2);
    for (const { id: orderId } of orders) {
      expect((await readOrder(tenant, orderId)).status).toBe('awaitingAsyncPayout');
    }

    await reached(id, 'failed');
    for (const { id: orderId } of orders) {
      const failed = await readOrder(tenant, orderId);
      expect(failed.status).toBe('awaitingBankPayoutDetails');
      expect(failed.settlement.payout.status).toBe('failed');
      expect(failed.settlement.payout.bankAccountId).toBeUndefined();
      expect(await lastSteps(orderId, 2)).toEqual([
        'awaitingPayout → awaitingAsyncPayout',
        'awaitingAsyncPayout → awaitingBankPayoutDetails',
      ]);
    }

    const back = await reach(tenant, id, 'complete');
    expectError(back, 'outcomeNotReachable');
    expect(errorsOf(back)[0]?.message).toBe(
      "The outcome cannot be reached from the resource's current status: `complete` is reached from " +
        '`awaitingPayout`: the transfers are sent → `awaitingAsyncPayout`, the bank confirms every transfer → ' +
        '`complete`; the bulk bank payout is `failed`',
    );
    const never = await reach(tenant, id, 'cancelled');
    expectError(never, 'outcomeNotReachable');
    expect(errorsOf(never)[0]?.message).toContain('`cancelled` is not produced by this version');
  });

  it('answers 404 code 4 for an unknown bulk payout and for another broker’s', async () => {
    const { id } = await bulkPayoutOfTwo([1100, 1150]);
    const stranger = await newTenant(target);
    expectError(await reach(stranger, id, 'complete'), 'bulkBankPayoutNotFound');
    expectError(await reach(tenant, 'bpo_unknown', 'complete'), 'bulkBankPayoutNotFound');
  });
});

it.runIf(onProduction)('does not exist on a production server (404 code 13)', async () => {
  expectError(await reach(tenant, 'bpo_unknown', 'complete'), 'routeNotFound');
});
