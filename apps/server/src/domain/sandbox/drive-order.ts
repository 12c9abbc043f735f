import Decimal from 'decimal.js';
import { findOrder, type OrderRow } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { OrderRecord } from '../../records.ts';
import { type Asset, isFiat } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { advanceOrder } from '../orders/advance-order.ts';
import { cancelOrder, expireOrderNow } from '../orders/end-unpaid-order.ts';
import { fillIncorrectlyPaidOrder } from '../orders/fill-order.ts';
import type { Row } from '../orders/machine-paths.ts';
import {
  receiveFromOtherOrigin,
  rejectDestinationAddress,
  settleRefund,
  startRefund,
} from '../orders/refund.ts';
import { sandboxDeposit } from './deposit.ts';
import { orderOutcomeNotReachable, outcomePath, type StepOnDemand, stepsOnDemand } from './order-outcomes.ts';
import { runJobNow } from './run-job-now.ts';

/** More steps than any flow's longest path: a drive that takes them is going round in circles. */
const mostSteps = 30;

/**
 * POST /api/sandbox/orders/{id}/outcome: drives the order along its flow's machine to `outcome`, one step on
 * demand at a time (order-outcomes.ts), each through the domain code of the real occurrence and committed on
 * its own: the steps read the order (and its bulk payments and payouts) from the store, so a step builds on
 * the one committed before it. The path is planned again after each step, since a step may take more than
 * one row (a deposit is seen and confirmed at once) or end elsewhere (a magic payout amount is rejected).
 */
export async function driveOrderToOutcome(
  deps: AppDeps,
  brokerId: string,
  orderId: string,
  request: Schemas['SandboxOrderOutcomeRequest'],
): Promise<OrderRecord> {
  const { outcome, ...rest } = request;
  noFieldsLeft(rest);
  let row = await findOrder(deps.store, brokerId, orderId);
  if (!row) throw new ApiError('orderNotFound');
  for (let taken = 0; row.body.status !== outcome; taken++) {
    const { flow, status, settlement } = row.body;
    const funded = !new Decimal(settlement.payment.amountSettled).isZero();
    const step = onDemand(outcomePath(flow, status, outcome, funded));
    if (!step || taken === mostSteps) throw orderOutcomeNotReachable(flow, status, outcome);
    await takeStep(deps, row, step);
    const after = await findOrder(deps.store, brokerId, orderId);
    if (!after) throw new ApiError('orderNotFound');
    // A step that changed nothing (a guard the path could not see) would be taken again and again.
    if (after.version === row.version) throw orderOutcomeNotReachable(flow, status, outcome);
    row = after;
  }
  return row.body;
}

/** The step on demand that starts `path` (a deposit seen on chain is taken with the step after it), if any. */
function onDemand(path: Row[] | undefined): StepOnDemand | undefined {
  return path?.find((row) => row.trigger in stepsOnDemand)?.trigger as StepOnDemand | undefined;
}

/** Pays the order at its payment reference, as POST /api/sandbox/deposits does, `unitsOff` from what is due. */
async function deposit(deps: AppDeps, row: OrderRow, unitsOff: number): Promise<void> {
  const payment = row.body.settlement.payment;
  const amount = new Decimal(payment.amount).plus(unitsOff);
  const reference = payment.instructions?.reference ?? '';
  await sandboxDeposit(deps, row.brokerId, reference, amount, payment.asset as Asset);
}

async function commit(deps: AppDeps, statements: Statement[] | Promise<Statement[]>): Promise<void> {
  const ready = await statements;
  if (ready.length > 0) await deps.store.commit(ready);
}

/** Takes one step on demand (stepsOnDemand says what each is). */
async function takeStep(deps: AppDeps, row: OrderRow, step: StepOnDemand): Promise<void> {
  const at = deps.clock.now();
  switch (step) {
    case 'paymentReceived':
    case 'depositConfirmed':
      return deposit(deps, row, 0);
    case 'incorrectAmountReceived':
      // One unit short, or over when the amount due is a unit or less (a deposit is more than zero).
      return deposit(deps, row, new Decimal(row.body.settlement.payment.amount).greaterThan(1) ? -1 : 1);
    case 'paymentFromOtherOrigin': {
      const bank = isFiat(row.body.settlement.payment.asset);
      const trace = bank ? { accountHolderName: 'Sandbox third-party account' } : undefined;
      return commit(deps, receiveFromOtherOrigin(deps, row, at, trace));
    }
    // The order's pending job does the step now and is marked done, so that it does not run again later.
    case 'childOrderCreated':
      return runJobNow(deps, row.brokerId, 'order.fill', row.id, fillIncorrectlyPaidOrder);
    case 'liquiditySourcingStarted':
    case 'liquidityAcquired':
    case 'payoutScheduled':
    case 'payoutSubmitted':
    case 'payoutConfirmed':
      return runJobNow(deps, row.brokerId, 'order.advance', row.id, advanceOrder);
    case 'payoutFailed':
      // The bank rejects the payout as the magic amount .13 has it rejected.
      return runJobNow(deps, row.brokerId, 'order.advance', row.id, (jobDeps, job) =>
        advanceOrder(jobDeps, job, 'failed'),
      );
    case 'paymentDueDatePassed':
      return commit(deps, expireOrderNow(deps, row));
    case 'cancelRequested':
      await cancelOrder(deps, row);
      return;
    case 'destinationAddressRejected':
      return commit(deps, rejectDestinationAddress(deps, row, at));
    case 'refundStarted':
      return commit(deps, startRefund(deps, row, at));
    case 'refundSent':
      return commit(deps, settleRefund(deps, row, 'refunded', at));
    case 'refundRejected':
      return commit(deps, settleRefund(deps, row, 'rejected', at));
  }
}
