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
 * Two paid sales of USDC for pesos to one bank account, moved on by the sandbox clock by their three steps
 * to `awaitingPayout` (the server's CAMBIO_STEP_SECONDS, 2 s at its default, apart): one bulk bank payout.
 * Their next step falls due 2 s of real time later (a Worker runs due jobs after requests), so the test asks
 * for the outcome straight away.
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
  await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 6 } });
  const first = await readOrder(tenant, orders[0]?.id ?? '');
  expect(first.status).toBe('awaitingPayout');
  return { orders, id: first.settlement.payout.bulkBankPayoutId ?? '' };
}

const lastSteps = async (id: string, count: number) =>
  (await statusChanges(tenant, id)).slice(-count).map(({ from, to }) => `${from} → ${to}`);

sandboxOnly.describe('bulk bank payout outcomes', () => {
  it('complete: the transfers are sent and confirmed, also one with the magic amount .13', async () => {
    const { orders, id } = await bulkPayoutOfTwo([2000.13, 1500]);
    const complete = await reached(id, 'complete');
    expect(complete.orderIds.sort()).toEqual(orders.map((entry) => entry.id).sort());
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

  it('awaitingAsyncPayout sends the transfers of every order', async () => {
    const { orders, id } = await bulkPayoutOfTwo([1250, 1350]);
    const sent = await reached(id, 'awaitingAsyncPayout');
    expect(sent.orderIds.sort()).toEqual(orders.map((entry) => entry.id).sort());
    expect(sent.payoutsSent.map((transfer) => transfer.amount).sort()).toEqual([1250, 1350]);
    for (const { id: orderId } of orders) {
      expect(await lastSteps(orderId, 1)).toEqual(['awaitingPayout → awaitingAsyncPayout']);
    }
  });

  it('failed: the bank rejects the transfers, the orders await new payout details, and nothing leads back', async () => {
    const { orders, id } = await bulkPayoutOfTwo([1200, 1300]);
    const failed = await reached(id, 'failed');
    expect(failed.orderIds.sort()).toEqual(orders.map((entry) => entry.id).sort());
    for (const { id: orderId } of orders) {
      const read = await readOrder(tenant, orderId);
      expect(read.status).toBe('awaitingBankPayoutDetails');
      expect(read.settlement.payout.status).toBe('failed');
      expect(read.settlement.payout.bankAccountId).toBeUndefined();
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
