import { findOrder, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { isFiat } from '../assets.ts';
import type { Job } from '../jobs/job-queue.ts';
import { joinBulkPayout } from '../payouts/bulk-bank-payout.ts';
import { completionEffects, settlePayout, submitPayout } from '../payouts/payout-steps.ts';
import { payoutRejected } from '../sandbox/magic-values.ts';
import { simulatedTransfers } from '../sandbox/simulated-payout.ts';
import { payoutRescheduledAttribute } from './attach-bank-account.ts';
import { orderEvents } from './order-events.ts';
import { mustTransition, type Steps, type Trigger } from './order-machine.ts';
import { nextStep } from './receive-payment.ts';

/** The automatic step each status takes once funds are in; the rest wait for someone. */
const automatic: Record<string, Trigger> = {
  paid: 'liquiditySourcingStarted',
  depositConfirmed: 'liquiditySourcingStarted',
  sourcingLiquidity: 'liquidityAcquired',
  liquiditySourced: 'payoutScheduled',
  awaitingPayout: 'payoutSubmitted',
  awaitingAsyncPayout: 'payoutConfirmed',
};

/**
 * Production connects no bank or chain: the automatic path stops where money leaves (`awaitingPayout`), and
 * the operator reports the payout's transfers and outcome (domain/payouts/report-payout.ts).
 */
const sentByTheOperator: readonly string[] = ['awaitingPayout', 'awaitingAsyncPayout'];

/** The automatic step of `status` in this mode, if it has one. */
export function automaticStep(deps: AppDeps, status: string): Trigger | undefined {
  if (deps.config.mode === 'production' && sentByTheOperator.includes(status)) return undefined;
  return automatic[status];
}

/**
 * Job `order.advance`: one step of the order's automatic path, and the job for the next one. The sandbox's
 * outcomes choose the bank's answer to a fiat payout (`payoutOutcome`); otherwise the magic amount decides.
 */
export async function advanceOrder(
  deps: AppDeps,
  job: Pick<Job, 'subjectId'>,
  payoutOutcome?: 'complete' | 'failed',
): Promise<Statement[]> {
  const row = await findOrder(deps.store, undefined, job.subjectId);
  const trigger = row ? automaticStep(deps, row.body.status) : undefined;
  if (!row || !trigger) return [];
  const at = deps.clock.now();
  const order = structuredClone(row.body);
  const payout = order.settlement.payout;
  const effects: Statement[] = [];
  let step: Trigger = trigger;
  if (trigger === 'payoutScheduled' && isFiat(payout.asset)) {
    const bulk = await joinBulkPayout(deps, row.brokerId, order, at);
    payout.bulkBankPayoutId = bulk.id;
    effects.push(...bulk.statements);
  }
  if (trigger === 'payoutSubmitted') {
    const transfers = await simulatedTransfers(deps, order, at);
    effects.push(...(await submitPayout(deps, row.brokerId, order, transfers, at)));
  }
  if (trigger === 'payoutConfirmed') {
    // Sandbox magic amount (domain/sandbox/magic-values.ts), once: a rescheduled payout goes through.
    const rescheduled = order.attributes.includes(payoutRescheduledAttribute);
    const magic = order.fixedLeg === 'destination' && payoutRejected(payout.amount);
    const rejected =
      isFiat(payout.asset) && (payoutOutcome ? payoutOutcome === 'failed' : magic && !rescheduled);
    const settled = await settlePayout(deps, order, rejected ? 'failed' : 'complete', at);
    step = settled.trigger;
    effects.push(...settled.statements);
  }
  const next = mustTransition(order.flow, order.status, step);
  const steps: Steps = [[order.status, next]];
  order.status = next;
  if (automaticStep(deps, order.status))
    effects.push(nextStep(deps, row.brokerId, order.id, 'order.advance', at));
  if (order.status === 'complete') effects.push(...(await completionEffects(deps, order, at)));
  return [
    ...saveOrder(deps.store, row, order, at),
    ...orderEvents(deps, row.brokerId, order, steps, at),
    ...effects,
  ];
}
