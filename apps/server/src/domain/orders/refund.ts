import Decimal from 'decimal.js';
import { type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { isFiat, type Network } from '../assets.ts';
import { leaveBulkPayment } from '../payments/bulk-membership.ts';
import { transactionIdFor } from './deposit-address.ts';
import { orderEvents } from './order-events.ts';
import type { Steps } from './order-machine.ts';
import { type ReceivedTrace, recordReceipt } from './receive-payment.ts';
import { walk } from './walk.ts';

/*
 * The refund path (OrderStatus: paymentOriginMismatch, addressCheckFailed, refundInitiated, refundComplete,
 * refundFailed). A refunded order returns the amount received to its origin, fees not deducted, and is never
 * re-quoted. This version has no production report of these steps: the sandbox takes them on demand
 * (domain/sandbox/drive-order.ts). Each function mutates a copy of the row's order and returns the statements
 * of the step (the order saved, its event, what else changed) for one commit.
 */

function stepStatements(deps: AppDeps, row: OrderRow, order: OrderRecord, steps: Steps, at: Date) {
  return [...saveOrder(deps.store, row, order, at), ...orderEvents(deps, row.brokerId, order, steps, at)];
}

/**
 * The amount due arrived from an account or address that is not the user's (`paymentFromOtherOrigin`; a
 * crypto deposit is seen first, `depositDetected`): recorded on the payment leg and held for a refund.
 */
export async function receiveFromOtherOrigin(
  deps: AppDeps,
  row: OrderRow,
  at: Date,
  trace?: ReceivedTrace,
): Promise<Statement[]> {
  const order = structuredClone(row.body);
  const { payment, payout } = order.settlement;
  const left = await leaveBulkPayment(deps, order, at);
  const seen = isFiat(payment.asset) ? [] : walk(order, ['depositDetected']);
  recordReceipt(deps, order, payment.amount, at, { trace });
  payment.status = 'fundsReceived';
  payout.status = 'cancelled';
  const steps = [...seen, ...walk(order, ['paymentFromOtherOrigin'])];
  return [...stepStatements(deps, row, order, steps, at), ...left];
}

/** The destination address failed screening (`destinationAddressRejected`): the payout will not be made. */
export function rejectDestinationAddress(deps: AppDeps, row: OrderRow, at: Date): Statement[] {
  const order = structuredClone(row.body);
  order.settlement.payout.status = 'cancelled';
  const steps = walk(order, ['destinationAddressRejected']);
  return stepStatements(deps, row, order, steps, at);
}

/**
 * The amount received goes back to its origin (`refundStarted`, guard fundsReceived), in full: the payment
 * leg records the refund transfer (`refund: true`) to the sender of the first transfer received. `trace` is
 * the transfer's trace as reported; without one the sandbox simulates it.
 */
export function startRefund(
  deps: AppDeps,
  row: OrderRow,
  at: Date,
  trace?: Record<string, string>,
): Statement[] {
  const order = structuredClone(row.body);
  const payment = order.settlement.payment;
  const amount = payment.amountSettled;
  if (new Decimal(amount).isZero()) throw new Error(`order ${order.id} has no funds to refund`);
  const [received] = payment.transactions;
  const origin = {
    ...(received?.blockchainAddress ? { blockchainAddress: received.blockchainAddress } : {}),
    ...(received?.accountHolderName ? { accountHolderName: received.accountHolderName } : {}),
  };
  payment.transactions.push({
    refund: true,
    amount,
    createdAt: at.toISOString(),
    ...origin,
    ...(trace ?? simulatedRefundTrace(deps, order)),
  });
  payment.status = 'processing';
  const steps = walk(order, ['refundStarted']);
  return stepStatements(deps, row, order, steps, at);
}

function simulatedRefundTrace(deps: AppDeps, order: OrderRecord): Record<string, string> {
  if (deps.config.mode !== 'sandbox')
    throw new Error('a production refund is recorded with its reported trace');
  const payment = order.settlement.payment;
  if (!isFiat(payment.asset)) {
    return { blockchainTxId: transactionIdFor(`refund:${order.id}`, payment.network as Network) };
  }
  return { reference: payment.instructions?.reference ?? '' };
}

/** How the refund ended: confirmed (`refundSent`, leg `refunded`) or rejected (`refundRejected`, leg `failed`). */
export function settleRefund(
  deps: AppDeps,
  row: OrderRow,
  outcome: 'refunded' | 'rejected',
  at: Date,
): Statement[] {
  const order = structuredClone(row.body);
  order.settlement.payment.status = outcome === 'refunded' ? 'refunded' : 'failed';
  const steps = walk(order, [outcome === 'refunded' ? 'refundSent' : 'refundRejected']);
  return stepStatements(deps, row, order, steps, at);
}
