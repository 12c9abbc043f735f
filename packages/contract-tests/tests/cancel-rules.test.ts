import { expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import {
  advanceAndRunJobs,
  awaitingFiatOrder,
  type Order,
  order,
  quote,
  readOrder,
  sandboxNow,
  statusChanges,
} from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Cancel at every state an order passes: allowed before money arrived, refused (409 code 23) after, and on
// final states. The sandbox clock runs each automatic step at its due time, one step length (2 s by default)
// after the last: moving it to the next step's time stops the order at each status on the way.
const target = await resolveTarget();
const tenant = await newTenant(target);

// The server's CAMBIO_STEP_SECONDS, at its default.
const stepMs = 2000;
const cancel = (id: string) => tenant.call<Order>({ method: 'POST', path: `/api/orders/${id}/cancel` });

async function refusedAt(id: string, status: Order['status']): Promise<void> {
  const current = await readOrder(tenant, id);
  expect(current.status).toBe(status);
  const refused = await cancel(id);
  expectError(refused, 'orderNotCancellable');
  expect(JSON.stringify(refused.body)).toContain(status);
  expect((await readOrder(tenant, id)).status).toBe(status);
}

/** The sandbox clock moved to just past the order's next automatic step, due a step length after its last change. */
async function advanceToNextStep(id: string): Promise<void> {
  const last = (await statusChanges(tenant, id)).at(-1);
  if (!last) throw new Error(`order ${id} has no status change`);
  const seconds = Math.ceil((Date.parse(last.at) + stepMs - (await sandboxNow(tenant))) / 1000);
  await tenant.call({
    method: 'POST',
    path: '/api/sandbox/clock/advance',
    body: { seconds: Math.max(1, seconds) },
  });
}

// Sandbox only: the bank check and sandbox deposits pay the orders and the sandbox clock moves them through every status.
sandboxOnly.describe('cancel', () => {
  it('is refused at every status after the payment arrived, through to complete', async () => {
    const created = await awaitingFiatOrder(tenant, 1500);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
    const path: Order['status'][] = [
      'paid',
      'sourcingLiquidity',
      'liquiditySourced',
      'awaitingPayout',
      'awaitingAsyncPayout',
      'complete',
    ];
    for (const status of path) {
      await refusedAt(created.id, status);
      if (status !== 'complete') await advanceToNextStep(created.id);
    }
  });

  it('is allowed while awaiting payment or payout details, and refused once cancelled or expired', async () => {
    const awaiting = await awaitingFiatOrder(tenant, 1100);
    expect((await cancel(awaiting.id)).body.status).toBe('cancelled');
    await refusedAt(awaiting.id, 'cancelled');

    const sell = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDC', network: 'polygon', amount: 120 },
      destination: { asset: 'MXN' },
    });
    const noDetails = await order(tenant, sell.id, {});
    expect(noDetails.status).toBe('awaitingBankPayoutDetails');
    const cancelled = await cancel(noDetails.id);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      settlement: { payment: { amountSettled: 0 } },
    });

    const unpaid = await awaitingFiatOrder(tenant, 1200);
    await advanceAndRunJobs(tenant, 24 * 3600 + 60);
    await refusedAt(unpaid.id, 'expired');
  });

  it('is refused for an incorrectly paid order and for its filled parent', async () => {
    const created = await awaitingFiatOrder(tenant, 1300.15);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
    await refusedAt(created.id, 'incorrectAmountPaid');
    await advanceAndRunJobs(tenant, 5);
    await refusedAt(created.id, 'filled');
  });
});
