import Decimal from 'decimal.js';
import { findOrder, type OrderRow } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { OrderRecord } from '../../records.ts';
import { type Asset, isFiat, scaleOf } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import type { Job } from '../jobs/job-queue.ts';
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
import { recordDeposit } from '../payments/record-deposit.ts';
import { recordPayoutOutcome } from '../payouts/report-payout.ts';
import { outcomeNotReachable, outcomePath, type StepOnDemand, stepsOnDemand } from './order-outcomes.ts';

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
    const path = outcomePath(flow, status, outcome, funded);
    if (!path || taken === mostSteps) throw outcomeNotReachable(flow, status, outcome);
    await takeStep(deps, row, onDemand(path));
    const after = await findOrder(deps.store, brokerId, orderId);
    if (!after) throw new ApiError('orderNotFound');
    // A step that changed nothing (a guard the path could not see) would be taken again and again.
    if (after.version === row.version) throw outcomeNotReachable(flow, status, outcome);
    row = after;
  }
  return row.body;
}

/** The step on demand that starts `path`: a deposit seen on chain is taken with the step after it. */
function onDemand(path: Row[]): StepOnDemand {
  const step = path.find((row) => row.trigger in stepsOnDemand);
  if (!step) throw new Error(`no step on demand in ${path.map((row) => row.trigger).join(', ')}`);
  return step.trigger as StepOnDemand;
}

/** The order's own job, as the job runner would hand it to its handler. */
function jobFor(row: OrderRow, kind: string, at: Date): Job {
  const now = at.toISOString();
  return {
    id: `sandbox-outcome:${row.id}`,
    kind,
    brokerId: row.brokerId,
    subjectId: row.id,
    targetId: null,
    dueAt: now,
    status: 'pending',
    attempts: 0,
    lastError: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Pays the order at its payment reference, as POST /api/sandbox/deposits does. */
async function deposit(deps: AppDeps, row: OrderRow, unitsOff: number): Promise<void> {
  const payment = row.body.settlement.payment;
  const amount = new Decimal(payment.amount).plus(unitsOff).toFixed(scaleOf(payment.asset as Asset));
  const reference = payment.instructions?.reference ?? '';
  await recordDeposit(deps, row.brokerId, { reference, amount: Number(amount), asset: payment.asset });
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
    case 'childOrderCreated':
      return commit(deps, fillIncorrectlyPaidOrder(deps, jobFor(row, 'order.fill', at)));
    case 'liquiditySourcingStarted':
    case 'liquidityAcquired':
    case 'payoutScheduled':
    case 'payoutSubmitted':
    case 'payoutConfirmed':
      return commit(deps, advanceOrder(deps, jobFor(row, 'order.advance', at)));
    case 'payoutFailed':
      await recordPayoutOutcome(deps, row, { outcome: 'failed' });
      return;
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
