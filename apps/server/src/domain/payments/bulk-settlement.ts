import Decimal from 'decimal.js';
import type { BulkBankPaymentRecord, BulkBankPaymentStatus } from '../../records.ts';

export type PendingOrder = { id: string; amount: string };

/**
 * Which pending orders a credit pays: oldest first, each in full, stopping at the first one the credit
 * does not cover (so a short deposit never pays a later order before an earlier one). Returns the rest.
 */
export function allocateCredit(
  pending: readonly PendingOrder[],
  credit: string,
): { paid: PendingOrder[]; credit: string } {
  let left = new Decimal(credit);
  const paid: PendingOrder[] = [];
  for (const order of pending) {
    if (left.lessThan(order.amount)) break;
    left = left.minus(order.amount);
    paid.push(order);
  }
  return { paid, credit: left.toFixed(2) };
}

type Settled = Pick<
  BulkBankPaymentRecord,
  'orderIds' | 'orderIdsPaid' | 'orderIdsComplete' | 'amountReceived' | 'amountApplied'
>;

/**
 * The status that follows from what the bulk payment holds, after a deposit or an order leaving it:
 * nothing received yet waits for the deposit (or is cancelled once no order is left); money received with
 * orders still unpaid is short; otherwise every order is paid and any remainder is an excess.
 */
export function settledStatus(bulk: Settled): BulkBankPaymentStatus {
  const received = new Decimal(bulk.amountReceived);
  if (received.isZero()) return bulk.orderIds.length > 0 ? 'awaitingPayment' : 'cancelled';
  if (bulk.orderIds.length > 0) return 'insufficientAmountReceived';
  if (received.greaterThan(bulk.amountApplied)) return 'excessAmountReceived';
  const complete = new Set(bulk.orderIdsComplete);
  return bulk.orderIdsPaid.every((id) => complete.has(id)) ? 'complete' : 'awaitingAsyncPayoutForOrders';
}

/** Whether a deposit to the bulk reference is applied: it must have orders waiting for money. */
export function acceptsDeposit(bulk: Pick<BulkBankPaymentRecord, 'status' | 'orderIds'>): boolean {
  return (
    (bulk.status === 'awaitingPayment' || bulk.status === 'insufficientAmountReceived') &&
    bulk.orderIds.length > 0
  );
}
