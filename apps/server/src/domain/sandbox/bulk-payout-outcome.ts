import { findBulkBankPayout } from '../../db/orders-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { BulkBankPayoutRecord } from '../../records.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { type OutcomeMachine, type OutcomeStep, reachOutcome } from './outcome-path.ts';
import { driveOrder } from './run-order-steps.ts';

type Status = Schemas['BulkBankPayoutStatus'];
type Payout = { brokerId: string; body: BulkBankPayoutRecord };
type Step = OutcomeStep<Status> & { take(deps: AppDeps, payout: Payout): Promise<void> };

const madeAtAwaitingPayout =
  "a bulk bank payout is made at `awaitingPayout`, when its first order's payout is scheduled";

/**
 * POST /api/sandbox/payouts/bank/bulk/{id}/outcome: the steps the sandbox takes between a bulk bank payout's
 * statuses (the document's table says the same), each its orders' payout steps as their jobs take them.
 */
export const bulkPayoutOutcomes: OutcomeMachine<Status, Step> = {
  resource: 'bulk bank payout',
  statuses: ['awaitingPayout', 'awaitingAsyncPayout'],
  steps: [
    { from: 'awaitingPayout', to: 'awaitingAsyncPayout', how: 'the transfers are sent', take: sendTransfers },
    {
      from: 'awaitingAsyncPayout',
      to: 'complete',
      how: 'the bank confirms every transfer',
      take: (deps, payout) => settleOrders(deps, payout, 'complete'),
    },
    {
      from: 'awaitingAsyncPayout',
      to: 'failed',
      how: 'the bank rejects the transfers',
      take: (deps, payout) => settleOrders(deps, payout, 'failed'),
    },
  ],
  notProduced: {
    awaitingOrders: madeAtAwaitingPayout,
    awaitingPaymentForOrders: madeAtAwaitingPayout,
    checkingLiquidity: madeAtAwaitingPayout,
    sourcingLiquidity: madeAtAwaitingPayout,
    liquiditySourced: madeAtAwaitingPayout,
    awaitingAsyncPayoutRequest: madeAtAwaitingPayout,
    cancelled: 'no order leaves a bulk bank payout before it is sent',
  },
  startsAt: { awaitingPayout: madeAtAwaitingPayout },
};

/** Drives the broker's bulk bank payout to `outcome` (404 code 4, 409 code 51); returns it as it ends. */
export async function reachBulkPayoutOutcome(
  deps: AppDeps,
  brokerId: string,
  id: string,
  request: Schemas['SandboxBulkBankPayoutOutcomeRequest'],
): Promise<BulkBankPayoutRecord> {
  const { outcome, ...rest } = request;
  noFieldsLeft(rest);
  const read = async () => {
    const payout = await bulkPayout(deps, brokerId, id);
    return { status: payout.body.status, resource: payout };
  };
  const ended = await reachOutcome(bulkPayoutOutcomes, outcome, read, (step, payout) =>
    step.take(deps, payout),
  );
  return ended.body;
}

async function bulkPayout(deps: AppDeps, brokerId: string, id: string): Promise<Payout> {
  const row = await findBulkBankPayout(deps.store, brokerId, id);
  if (!row) throw new ApiError('bulkBankPayoutNotFound');
  return row;
}

/** Each order still in `awaitingPayout` submits its payout (payoutSubmitted), as its job does. */
async function sendTransfers(deps: AppDeps, { brokerId, body }: Payout) {
  for (const orderId of body.orderIds) {
    await driveOrder(deps, brokerId, orderId, (status) => status !== 'awaitingPayout', 'complete');
  }
}

/**
 * The bank's answer to every order not yet complete: each sends what it has not sent, then its payout is
 * confirmed or rejected (payoutFailed: `awaitingBankPayoutDetails`, as the magic amount `.13` does).
 */
async function settleOrders(deps: AppDeps, payout: Payout, outcome: 'complete' | 'failed') {
  await sendTransfers(deps, payout);
  const settled = (status: string) => status !== 'awaitingPayout' && status !== 'awaitingAsyncPayout';
  for (const orderId of payout.body.orderIds) {
    await driveOrder(deps, payout.brokerId, orderId, settled, outcome);
  }
}
