import Decimal from 'decimal.js';
import {
  type BulkBankPaymentRow,
  collectingKey,
  findBulkBankPayment,
  findCollectingBulkBankPayment,
  saveBulkBankPayment,
} from '../../db/bulk-bank-payments-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { isFiat } from '../assets.ts';
import { settledStatus } from './bulk-settlement.ts';

/** The most orders one bulk bank payment holds (as many as `orderIds` may name). */
export const maxBulkOrders = 100;

/**
 * An order that reached `awaitingPayment` with a bank payment joins its user's bulk bank payment that
 * collects orders of its currency and country, if there is one: it sets the order's `bulkBankPaymentId`
 * (mutates `order`) and returns the guarded update of the bulk payment, to commit with the order.
 */
export async function joinCollectingBulkPayment(
  deps: AppDeps,
  order: OrderRecord,
  at: Date,
): Promise<Statement[]> {
  if (!joinsBulkPayment(order)) return [];
  const payment = order.settlement.payment;
  const row = await findCollectingBulkBankPayment(
    deps.store,
    order.userId,
    payment.asset,
    order.origin.country,
  );
  return joinBulkPayment(deps, order, row, at);
}

/**
 * joinCollectingBulkPayment with the user's collecting bulk bank payments already read (a booking reads them
 * with its quote, in one round trip).
 */
export function joinCollectingBulkPaymentOf(
  deps: AppDeps,
  order: OrderRecord,
  collecting: BulkBankPaymentRow[],
  at: Date,
): Statement[] {
  if (!joinsBulkPayment(order)) return [];
  const key = collectingKey(order.settlement.payment.asset, order.origin.country);
  return joinBulkPayment(
    deps,
    order,
    collecting.find((row) => row.collectingKey === key),
    at,
  );
}

function joinsBulkPayment(order: OrderRecord): boolean {
  const payment = order.settlement.payment;
  return order.status === 'awaitingPayment' && isFiat(payment.asset) && !payment.bulkBankPaymentId;
}

function joinBulkPayment(
  deps: AppDeps,
  order: OrderRecord,
  row: BulkBankPaymentRow | undefined,
  at: Date,
): Statement[] {
  if (!row || row.body.orderIds.length + row.body.orderIdsPaid.length >= maxBulkOrders) return [];
  const payment = order.settlement.payment;
  const body = structuredClone(row.body);
  body.orderIds.push(order.id);
  body.amount = new Decimal(body.amount).plus(payment.amount).toFixed(2);
  body.status = 'awaitingPayment';
  payment.bulkBankPaymentId = row.id;
  return saveBulkBankPayment(deps.store, row, body, at);
}

/**
 * The order leaves its bulk bank payment before the bulk paid it (cancelled, expired, or paid on its own
 * reference): `amount` drops by its payment and the status follows (a bulk payment left without orders
 * before any deposit is `cancelled`). Clears the order's `bulkBankPaymentId` (mutates `order`).
 */
export async function leaveBulkPayment(deps: AppDeps, order: OrderRecord, at: Date): Promise<Statement[]> {
  const payment = order.settlement.payment;
  const id = payment.bulkBankPaymentId;
  if (!id) return [];
  const row = await findBulkBankPayment(deps.store, undefined, id);
  if (!row?.body.orderIds.includes(order.id)) return [];
  delete payment.bulkBankPaymentId;
  const body = structuredClone(row.body);
  body.orderIds = body.orderIds.filter((other) => other !== order.id);
  body.amount = new Decimal(body.amount).minus(payment.amount).toFixed(2);
  body.status = settledStatus(body);
  return saveBulkBankPayment(deps.store, row, body, at);
}

/**
 * Whether the order waits in a bulk bank payment that already received money (a short deposit held for a
 * top-up): such an order can no longer be cancelled or expire (guard noFundsReceived).
 */
export async function heldByBulkPayment(deps: AppDeps, order: OrderRecord): Promise<boolean> {
  const id = order.settlement.payment.bulkBankPaymentId;
  if (!id) return false;
  const row = await findBulkBankPayment(deps.store, undefined, id);
  return !!row && row.body.orderIds.includes(order.id) && !new Decimal(row.body.amountReceived).isZero();
}

/** A bulk-paid order reached `complete`: its bulk bank payment notes it, and completes with its last order. */
export async function noteBulkOrderComplete(
  deps: AppDeps,
  order: OrderRecord,
  at: Date,
): Promise<Statement[]> {
  const id = order.settlement.payment.bulkBankPaymentId;
  if (!id) return [];
  const row = await findBulkBankPayment(deps.store, undefined, id);
  if (!row?.body.orderIdsPaid.includes(order.id) || row.body.orderIdsComplete.includes(order.id)) return [];
  const body = structuredClone(row.body);
  body.orderIdsComplete.push(order.id);
  if (body.status === 'awaitingAsyncPayoutForOrders') body.status = settledStatus(body);
  return saveBulkBankPayment(deps.store, row, body, at);
}
