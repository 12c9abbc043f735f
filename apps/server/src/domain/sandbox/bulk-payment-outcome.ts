import Decimal from 'decimal.js';
import { type BulkBankPaymentRow, findBulkBankPayment } from '../../db/bulk-bank-payments-queries.ts';
import { findOrder } from '../../db/orders-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { BulkBankPaymentRecord, BulkBankPaymentStatus } from '../../records.ts';
import { type Asset, scaleOf } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { cancelOrder } from '../orders/end-unpaid-order.ts';
import { expireBulkPayment } from '../payments/expire-bulk-payment.ts';
import { sandboxDeposit } from './deposit.ts';
import { type OutcomeMachine, type OutcomeStep, outcomeNotReachable, reachOutcome } from './outcome-path.ts';
import { runJobNow } from './run-job-now.ts';
import { driveOrder, goesOnByItself } from './run-order-steps.ts';

type Status = BulkBankPaymentStatus;
const resource = 'bulk bank payment';
type Step = OutcomeStep<Status> & { take(deps: AppDeps, row: BulkBankPaymentRow): Promise<void> };

/**
 * POST /api/sandbox/payments/bank/bulk/{id}/outcome: the steps the sandbox takes between a bulk bank
 * payment's statuses (the document's table says the same), each through the code a real occurrence runs.
 */
export const bulkPaymentOutcomes: OutcomeMachine<Status, Step> = {
  resource,
  statuses: [
    'awaitingOrders',
    'awaitingPayment',
    'insufficientAmountReceived',
    'awaitingAsyncPayoutForOrders',
  ],
  steps: [
    {
      from: 'awaitingOrders',
      to: 'cancelled',
      how: 'nothing joins within 24 hours',
      take: (deps, row) => runJobNow(deps, row.brokerId, 'bulkBankPayment.expire', row.id, expireBulkPayment),
    },
    {
      from: 'awaitingPayment',
      to: 'insufficientAmountReceived',
      how: 'a deposit 1 unit short',
      take: deposit(-1),
    },
    { from: 'awaitingPayment', to: 'excessAmountReceived', how: 'a deposit 1 unit over', take: deposit(1) },
    {
      from: 'awaitingPayment',
      to: 'awaitingAsyncPayoutForOrders',
      how: 'a deposit of what is due',
      take: deposit(0),
    },
    { from: 'awaitingPayment', to: 'cancelled', how: 'every order cancelled', take: cancelEveryOrder },
    {
      from: 'insufficientAmountReceived',
      to: 'awaitingAsyncPayoutForOrders',
      how: 'a top-up of what is missing',
      take: deposit(0),
    },
    {
      from: 'insufficientAmountReceived',
      to: 'excessAmountReceived',
      how: 'a top-up 1 unit over',
      take: deposit(1),
    },
    {
      from: 'awaitingAsyncPayoutForOrders',
      to: 'complete',
      how: 'every order completes',
      take: completeOrders,
    },
  ],
  notProduced: {
    awaitingAsyncPayment: 'a deposit is applied as it arrives',
    failed: 'a deposit is applied as it arrives',
  },
  startsAt: {
    awaitingOrders: 'a bulk bank payment made without orders starts there',
    awaitingPayment: 'a bulk bank payment starts there, made with orders or when one joins',
  },
};

/** Drives the broker's bulk bank payment to `outcome` (404 code 8, 409 code 51); returns it as it ends. */
export async function reachBulkPaymentOutcome(
  deps: AppDeps,
  brokerId: string,
  id: string,
  request: Schemas['SandboxBulkBankPaymentOutcomeRequest'],
): Promise<BulkBankPaymentRecord> {
  const { outcome, ...rest } = request;
  noFieldsLeft(rest);
  const read = async () => {
    const row = await bulkPayment(deps, brokerId, id);
    return { status: row.body.status, resource: row };
  };
  const ended = await reachOutcome(bulkPaymentOutcomes, outcome, read, (step, row) => step.take(deps, row));
  return ended.body;
}

async function bulkPayment(deps: AppDeps, brokerId: string, id: string): Promise<BulkBankPaymentRow> {
  const row = await findBulkBankPayment(deps.store, brokerId, id);
  if (!row) throw new ApiError('bulkBankPaymentNotFound');
  return row;
}

/**
 * A deposit at the bulk payment's reference through the sandbox deposit's code: what is due (the waiting
 * orders' payments less what earlier deposits left) and `beyond` it.
 */
function deposit(beyond: number) {
  return async (deps: AppDeps, row: BulkBankPaymentRow) => {
    const orders = await Promise.all(row.body.orderIds.map((id) => findOrder(deps.store, row.brokerId, id)));
    const waiting = orders.filter((order) => order?.body.status === 'awaitingPayment');
    const held = new Decimal(row.body.amountReceived).minus(row.body.amountApplied);
    const due = waiting.reduce(
      (sum, order) => sum.plus(order?.body.settlement.payment.amount ?? 0),
      held.neg(),
    );
    const asset = row.body.fiat as Asset;
    // A deposit is more than zero: at least the smallest amount the asset has.
    const smallest = new Decimal(10).pow(-scaleOf(asset));
    await sandboxDeposit(
      deps,
      row.brokerId,
      row.body.reference,
      Decimal.max(due.plus(beyond), smallest),
      asset,
    );
  };
}

/** Each order is cancelled as POST /api/orders/{id}/cancel does; the last one leaving cancels the bulk payment. */
async function cancelEveryOrder(deps: AppDeps, row: BulkBankPaymentRow) {
  for (const id of row.body.orderIds) {
    const order = await findOrder(deps.store, row.brokerId, id);
    if (order) await cancelOrder(deps, order);
  }
}

/** Every paid order takes its automatic steps now, its payout confirmed; the last completes the bulk payment. */
async function completeOrders(deps: AppDeps, row: BulkBankPaymentRow) {
  await mustComplete(deps, row);
  for (const id of row.body.orderIdsPaid) {
    await driveOrder(deps, row.brokerId, id, (status) => status === 'complete', 'complete');
  }
}

/** `complete` needs every paid order complete or on its automatic path (not awaiting new payout details). */
async function mustComplete(deps: AppDeps, row: BulkBankPaymentRow) {
  for (const id of row.body.orderIdsPaid) {
    const status = (await findOrder(deps.store, row.brokerId, id))?.body.status;
    if (status && status !== 'complete' && !goesOnByItself(deps, status)) {
      const why = `needs every paid order complete or on its automatic path; order ${id} is \`${status}\``;
      throw outcomeNotReachable({ resource, current: row.body.status, outcome: 'complete', reach: { why } });
    }
  }
}
