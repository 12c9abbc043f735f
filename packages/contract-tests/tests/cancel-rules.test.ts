import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import {
  advanceAndRunJobs,
  awaitingFiatOrder,
  type Order,
  order,
  quote,
  readOrder,
} from '../src/harness/money.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Cancel at every state an order passes: allowed before money arrived, refused (409 code 23) after, and on
// final states. The automatic steps run one per due job, so the test stops at each status on the way.
const target = await resolveTarget();
const tenant = await newTenant(target);

const cancel = (id: string) => tenant.call<Order>({ method: 'POST', path: `/api/orders/${id}/cancel` });

async function refusedAt(id: string, status: Order['status']): Promise<void> {
  const current = await readOrder(tenant, id);
  expect(current.status).toBe(status);
  const refused = await cancel(id);
  expectError(refused, 'orderNotCancellable');
  expect(JSON.stringify(refused.body)).toContain(status);
  expect((await readOrder(tenant, id)).status).toBe(status);
}

describe('cancel', () => {
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
      if (status !== 'complete') await advanceAndRunJobs(tenant, 5);
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
