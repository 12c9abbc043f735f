import type { components } from '@cambio/client';
import { expect, it } from 'vitest';
import { errorsOf } from '../src/harness/api.ts';
import { expectError } from '../src/harness/assertions.ts';
import { bulkOfTwo, createBulk, readBulk, statuses } from '../src/harness/bulk-payments.ts';
import { readOrder, statusChanges } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant, type Tenant } from '../src/harness/tenant.ts';

type BulkBankPayment = components['schemas']['BulkBankPayment'];

// POST /api/sandbox/payments/bank/bulk/{id}/outcome: a bulk bank payment driven to each status it can reach,
// its orders moved and their events written as a real deposit or order step would; 409 code 51 with the
// path; 404 like its GET; absent from a production server.
const target = await resolveTarget();
const tenant = await newTenant(target);

const reach = (owner: Tenant, id: string, outcome: string) =>
  owner.call<BulkBankPayment>({
    method: 'POST',
    path: `/api/sandbox/payments/bank/bulk/${id}/outcome`,
    body: { outcome },
  });

async function reached(id: string, outcome: string): Promise<BulkBankPayment> {
  const answer = await reach(tenant, id, outcome);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.status).toBe(outcome);
  return answer.body;
}

// The steps of an order its jobs take from its payment to complete (fiatToCrypto).
const toComplete = [
  'paid',
  'sourcingLiquidity',
  'liquiditySourced',
  'awaitingPayout',
  'awaitingAsyncPayout',
  'complete',
];

sandboxOnly.describe('bulk bank payment outcomes', () => {
  it('insufficientAmountReceived pays the older order and holds the rest; excessAmountReceived tops it up', async () => {
    const { first, second, bulk } = await bulkOfTwo(tenant);
    const short = await reached(bulk.id, 'insufficientAmountReceived');
    expect(short).toMatchObject({ amountReceived: 2499, orderIdsPaid: [first.id], orderIds: [second.id] });
    expect(await readBulk(tenant, bulk.id)).toEqual(short);
    expect(await statuses(tenant, [first, second])).toEqual(['paid', 'awaitingPayment']);
    expect((await statusChanges(tenant, first.id))[0]).toMatchObject({ from: 'awaitingPayment', to: 'paid' });
    expect(await statusChanges(tenant, second.id)).toEqual([]);

    // The current status again: nothing changes.
    expect((await reach(tenant, bulk.id, 'insufficientAmountReceived')).body).toEqual(short);

    const excess = await reached(bulk.id, 'excessAmountReceived');
    expect(excess).toMatchObject({ amountReceived: 2501, orderIds: [], orderIdsPaid: [first.id, second.id] });
    expect(await statuses(tenant, [first, second])).toEqual(['paid', 'paid']);
  });

  it('complete pays every order with one deposit of what is due and takes each through its steps', async () => {
    const { first, second, bulk } = await bulkOfTwo(tenant);
    const complete = await reached(bulk.id, 'complete');
    expect(complete).toMatchObject({
      amountReceived: 2500,
      orderIds: [],
      orderIdsPaid: [first.id, second.id],
    });
    for (const { id } of [first, second]) {
      expect((await readOrder(tenant, id)).status).toBe('complete');
      const changes = await statusChanges(tenant, id);
      expect(changes.map((change) => change.to)).toEqual(toComplete);
      expect(changes.map((change) => change.from)).toEqual(['awaitingPayment', ...toComplete.slice(0, -1)]);
    }
  });

  it('awaitingAsyncPayoutForOrders pays every order, which go on by themselves', async () => {
    const { first, second, bulk } = await bulkOfTwo(tenant);
    const paid = await reached(bulk.id, 'awaitingAsyncPayoutForOrders');
    expect(paid).toMatchObject({ amountReceived: 2500, orderIds: [], orderIdsPaid: [first.id, second.id] });
    expect(await statuses(tenant, [first, second])).toEqual(['paid', 'paid']);
  });

  it('cancelled: a bulk payment nothing joined expires now; one awaiting payment has its orders cancelled', async () => {
    const empty = await createBulk(tenant, { fiat: 'MXN', country: 'MX', userId: tenant.userId });
    expect(empty.status).toBe('awaitingOrders');
    expect(await reached(empty.id, 'cancelled')).toMatchObject({ orderIds: [], amount: 0 });

    const { first, second, bulk } = await bulkOfTwo(tenant);
    expect(await reached(bulk.id, 'cancelled')).toMatchObject({ orderIds: [], amount: 0, amountReceived: 0 });
    for (const { id } of [first, second]) {
      expect((await readOrder(tenant, id)).status).toBe('cancelled');
      expect(await statusChanges(tenant, id)).toEqual([
        { from: 'awaitingPayment', to: 'cancelled', at: expect.any(String) },
      ]);
    }
  });

  it('answers 409 code 51 with the path from a status that reaches the outcome, changing nothing', async () => {
    const { bulk } = await bulkOfTwo(tenant);
    const complete = await reached(bulk.id, 'complete');
    const back = await reach(tenant, bulk.id, 'insufficientAmountReceived');
    expectError(back, 'outcomeNotReachable');
    expect(errorsOf(back)[0]?.message).toBe(
      "The outcome cannot be reached from the resource's current status: `insufficientAmountReceived` is " +
        'reached from `awaitingPayment`: a deposit 1 unit short → `insufficientAmountReceived`; the bulk bank ' +
        'payment is `complete`',
    );
    const never = await reach(tenant, bulk.id, 'failed');
    expectError(never, 'outcomeNotReachable');
    expect(errorsOf(never)[0]?.message).toContain('`failed` is not produced by this version');
    expect(await readBulk(tenant, bulk.id)).toEqual(complete);
  });

  it('answers 404 code 8 for an unknown bulk payment and for another broker’s', async () => {
    const { bulk } = await bulkOfTwo(tenant);
    const stranger = await newTenant(target);
    expectError(await reach(stranger, bulk.id, 'complete'), 'bulkBankPaymentNotFound');
    expectError(await reach(tenant, 'bbp_unknown', 'complete'), 'bulkBankPaymentNotFound');
    expect((await readBulk(tenant, bulk.id)).status).toBe('awaitingPayment');
  });
});

it.runIf(onProduction)('does not exist on a production server (404 code 13)', async () => {
  expectError(await reach(tenant, 'bbp_unknown', 'complete'), 'routeNotFound');
});
