import { findOrder, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps } from '../../deps.ts';
import type { Job } from '../jobs/job-queue.ts';
import { heldByBulkPayment, leaveBulkPayment } from '../payments/bulk-membership.ts';
import { orderEvents } from './order-events.ts';
import { type Steps, transition } from './order-machine.ts';

/** Payment due date passed: an order that received no funds expires (guard noFundsReceived). */
export async function expireOrder(deps: AppDeps, job: Job) {
  const { store, clock } = deps;
  const row = await findOrder(store, undefined, job.subjectId);
  if (!row) return [];
  const order = structuredClone(row.body);
  const next = transition(order.flow, order.status, 'paymentDueDatePassed');
  if (!next || order.settlement.payment.amountSettled !== '0') return [];
  const at = clock.now();
  // Instructions issued later (a bank account attached) set a new due date, with its own job.
  const dueDate = order.settlement.payment.dueDate;
  if (dueDate && dueDate > at.toISOString()) return [];
  if (await heldByBulkPayment(deps, order)) return [];
  const left = await leaveBulkPayment(deps, order, at);
  const steps: Steps = [[order.status, next]];
  order.status = next;
  order.settlement.payment.status = 'expired';
  order.settlement.payout.status = 'expired';
  return [
    ...saveOrder(store, row, order, at),
    ...orderEvents(store, row.brokerId, order, steps, at),
    ...left,
  ];
}
