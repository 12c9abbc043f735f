import { orderStateMachine } from '@cambio/contract';
import Decimal from 'decimal.js';
import { findOrder, saveOrder } from '../../db/orders-queries.ts';
import { findQuote } from '../../db/quotes-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord, QuoteRecord } from '../../records.ts';
import { type Job, type JobDeps, jobStatement, reschedule } from '../jobs/job-queue.ts';
import { joinCollectingBulkPayment } from '../payments/bulk-membership.ts';
import { orderEvents } from './order-events.ts';
import type { Steps } from './order-machine.ts';
import { applyQuote, repriceOrder } from './reprice.ts';
import { expiryJob, recordPaymentReference, setUpOrder } from './set-up-order.ts';
import { walk } from './walk.ts';

/** How often a waiting limit order compares the service price with its limit (sandbox clock). */
export const limitCheckEveryMs = 60_000;

const waiting = new Set(['awaitingTimeInForceToStart', 'awaitingLimitPriceCondition']);

/**
 * A booked limit quote: the order waits for its window, or inside it for its price, checked by
 * the job `order.limitCheck` from the window's start. The window starts at booking when the quote named none.
 */
export function bookLimitOrder(
  deps: JobDeps,
  brokerId: string,
  order: OrderRecord,
  quote: QuoteRecord,
  at: Date,
): Statement[] {
  const now = at.toISOString();
  const startsAt =
    quote.timeInForceStartsAt && quote.timeInForceStartsAt > now ? quote.timeInForceStartsAt : now;
  if (quote.limitNetPrice !== undefined) order.limitNetPrice = quote.limitNetPrice;
  order.timeInForceStartsAt = quote.timeInForceStartsAt ?? now;
  if (quote.timeInForceEndsAt) order.timeInForceEndsAt = quote.timeInForceEndsAt;
  order.status =
    startsAt > now ? orderStateMachine.initial.limitBeforeWindow : orderStateMachine.initial.limitInWindow;
  return [
    jobStatement(deps, {
      kind: 'order.limitCheck',
      brokerId,
      subjectId: order.id,
      dueAt: new Date(startsAt),
      at,
    }),
  ];
}

/**
 * Job `order.limitCheck`: the window's start, its end (`timeInForceEnded`), or the price check. When a fresh
 * pricing of the order's origin amount gives the customer at least `limitNetPrice`, the order is re-priced on
 * it (the limit quote goes to `expiredQuotes`) and runs the set-up steps of a market order.
 */
export async function checkLimitOrder(deps: AppDeps, job: Job): Promise<Statement[]> {
  const { store, clock } = deps;
  const row = await findOrder(store, undefined, job.subjectId);
  if (!row || !waiting.has(row.body.status)) return [];
  const at = clock.now();
  const now = at.toISOString();
  const order = structuredClone(row.body);
  const steps: Steps = [];
  const effects: Statement[] = [];
  const startsAt = order.timeInForceStartsAt ?? now;
  const endsAt = order.timeInForceEndsAt ?? now;
  if (order.status === 'awaitingTimeInForceToStart') {
    if (startsAt > now) return [reschedule(deps, job, new Date(startsAt), at)];
    steps.push(...walk(order, ['timeInForceStarted']));
  }
  if (endsAt <= now) {
    steps.push(...walk(order, ['timeInForceEndReached']));
    order.settlement.payment.status = 'expired';
    order.settlement.payout.status = 'expired';
  } else {
    const executed = await execute(deps, row.brokerId, order, at);
    if (executed) {
      steps.push(...executed.steps);
      effects.push(...executed.effects);
    } else {
      const next = Math.min(at.getTime() + limitCheckEveryMs, Date.parse(endsAt));
      effects.push(reschedule(deps, job, new Date(next), at));
    }
  }
  if (steps.length === 0) return effects;
  return [
    ...saveOrder(store, row, order, at),
    ...orderEvents(deps, row.brokerId, order, steps, at),
    ...effects,
  ];
}

/** The limit condition at the current price; undefined while it is not met. */
async function execute(deps: AppDeps, brokerId: string, order: OrderRecord, at: Date) {
  const limitQuote = await findQuote(deps.store, brokerId, order.quoteId);
  // The executed price stays bookable for as long as the limit quote was, so the payment meets it.
  const lifetimeMs = limitQuote ? Date.parse(limitQuote.expiresAt) - Date.parse(limitQuote.createdAt) : 0;
  const fresh = await repriceOrder(deps, brokerId, order, order.origin.amount, order.id, lifetimeMs).catch(
    // Not priceable right now (say, the amount no longer covers the fees): the condition is not met.
    () => undefined,
  );
  if (!fresh || new Decimal(fresh.quote.netPrice).lt(order.limitNetPrice ?? Number.POSITIVE_INFINITY)) {
    return undefined;
  }
  applyQuote(order, fresh.quote);
  const met = walk(order, ['limitPriceConditionMet']);
  const setUp = await setUpOrder(deps, order, at);
  const steps = [...met, ...setUp.steps];
  const effects = [
    ...setUp.statements,
    ...(await joinCollectingBulkPayment(deps, order, at)),
    fresh.statement,
    ...expiryJob(deps, brokerId, order, at),
    ...recordPaymentReference(deps.store, order),
  ];
  return { steps, effects };
}
