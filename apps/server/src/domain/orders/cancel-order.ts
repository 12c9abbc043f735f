import { type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { heldByBulkPayment, leaveBulkPayment } from '../payments/bulk-membership.ts';
import { orderEvents } from './order-events.ts';
import { cancelNotAllowed, type Steps, transition } from './order-machine.ts';

/** Cancel is allowed only before any money arrived (guard noFundsReceived); 409 code 23 otherwise. */
export async function cancelOrder(deps: AppDeps, row: OrderRow): Promise<OrderRecord> {
  const { store, clock } = deps;
  const order = structuredClone(row.body);
  const next = transition(order.flow, order.status, 'cancelRequested');
  if (!next || order.settlement.payment.amountSettled !== '0') throw cancelNotAllowed(order.status);
  const inBulk = order.settlement.payment.bulkBankPaymentId !== undefined;
  if (inBulk && (await heldByBulkPayment(deps, order)))
    throw cancelNotAllowed(`${order.status}, in a bulk bank payment that received funds`);
  const at = clock.now();
  const left = inBulk ? await leaveBulkPayment(deps, order, at) : [];
  const steps: Steps = [[order.status, next]];
  order.status = next;
  order.settlement.payment.status = 'cancelled';
  order.settlement.payout.status = 'cancelled';
  await store.commit([
    ...saveOrder(store, row, order, at),
    ...orderEvents(store, row.brokerId, order, steps, at),
    ...left,
  ]);
  return order;
}
