import { findOrder, type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import type { Job } from '../jobs/job-queue.ts';
import { heldByBulkPayment, leaveBulkPayment } from '../payments/bulk-membership.ts';
import { orderEvents } from './order-events.ts';
import { cancelNotAllowed, type OrderStatus, type Steps, transition } from './order-machine.ts';

/** The two ways an order that received no funds ends, and the status its legs end in. */
const endings = { cancelRequested: 'cancelled', paymentDueDatePassed: 'expired' } as const;
type Ending = keyof typeof endings;

/** The status `trigger` ends the order in, when the machine allows it and no money arrived (guard noFundsReceived). */
function endsIn(order: OrderRecord, trigger: Ending): OrderStatus | undefined {
  const next = transition(order.flow, order.status, trigger);
  return order.settlement.payment.amountSettled === '0' ? next : undefined;
}

/** Ends the order (mutates it) with its legs, and takes it out of its bulk bank payment: the statements. */
async function endUnpaid(
  deps: AppDeps,
  row: OrderRow,
  order: OrderRecord,
  [trigger, next]: [Ending, OrderStatus],
  at: Date,
): Promise<Statement[]> {
  const left = await leaveBulkPayment(deps, order, at);
  const steps: Steps = [[order.status, next]];
  order.status = next;
  order.settlement.payment.status = endings[trigger];
  order.settlement.payout.status = endings[trigger];
  return [
    ...saveOrder(deps.store, row, order, at),
    ...orderEvents(deps, row.brokerId, order, steps, at),
    ...left,
  ];
}

/** Cancel is allowed only before any money arrived; 409 code 23 otherwise. */
export async function cancelOrder(deps: AppDeps, row: OrderRow): Promise<OrderRecord> {
  const order = structuredClone(row.body);
  const next = endsIn(order, 'cancelRequested');
  if (!next) throw cancelNotAllowed(order.status);
  if (await heldByBulkPayment(deps, order))
    throw cancelNotAllowed(`${order.status}, in a bulk bank payment that received funds`);
  await deps.store.commit(await endUnpaid(deps, row, order, ['cancelRequested', next], deps.clock.now()));
  return order;
}

/**
 * The sandbox's outcome `expired`: the order expires now as when its payment due date passes (an order that
 * received no funds, outside a bulk payment that did); no statements when it cannot.
 */
export async function expireOrderNow(deps: AppDeps, row: OrderRow): Promise<Statement[]> {
  const order = structuredClone(row.body);
  const next = endsIn(order, 'paymentDueDatePassed');
  if (!next || (await heldByBulkPayment(deps, order))) return [];
  return endUnpaid(deps, row, order, ['paymentDueDatePassed', next], deps.clock.now());
}

/** Payment due date passed: an order that received no funds expires. */
export async function expireOrder(deps: AppDeps, job: Job): Promise<Statement[]> {
  const row = await findOrder(deps.store, undefined, job.subjectId);
  if (!row) return [];
  const order = structuredClone(row.body);
  const next = endsIn(order, 'paymentDueDatePassed');
  if (!next) return [];
  const at = deps.clock.now();
  // Instructions issued later (a bank account attached) set a new due date, with its own job.
  const dueDate = order.settlement.payment.dueDate;
  if (dueDate && dueDate > at.toISOString()) return [];
  if (await heldByBulkPayment(deps, order)) return [];
  return endUnpaid(deps, row, order, ['paymentDueDatePassed', next], at);
}
