import Decimal from 'decimal.js';
import { type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalidFields } from '../../errors.ts';
import type { OrderRecord } from '../../records.ts';
import { type Asset, isFiat, scaleOf } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { orderEvents } from '../orders/order-events.ts';
import { walk } from '../orders/walk.ts';
import { completionEffects, type PayoutTransfer, settlePayout, submitPayout } from './payout-steps.ts';
import { reportedTransferProblems } from './reported-transfers.ts';

function notAwaiting(order: OrderRecord, awaits: string): ApiError {
  return new ApiError('payoutNotAllowed', {
    message: `The order is not awaiting this payout report: it is ${order.status}; ${awaits}`,
  });
}

/**
 * POST /api/orders/{id}/payout/transfers: the operator sent the payout; its transfers, with the trace
 * reported, are recorded as the sandbox's simulated ones are, in one commit. Every field of the request is
 * taken here, each transfer's by payoutTransferOf (noFieldsLeft): a field the document adds is a type error.
 */
export async function recordPayoutTransfers(
  deps: AppDeps,
  row: OrderRow,
  request: Schemas['PayoutTransfersRequest'],
): Promise<OrderRecord> {
  const { transfers: reported, ...rest } = request;
  noFieldsLeft(rest);
  const order = structuredClone(row.body);
  if (order.status !== 'awaitingPayout') {
    throw notAwaiting(order, 'transfers are reported for an order in awaitingPayout');
  }
  const payout = order.settlement.payout;
  const asset = payout.asset as Asset;
  const scale = scaleOf(asset);
  const problems = reportedTransferProblems(order, reported);
  if (problems.length > 0) throw invalidFields(problems);
  const transfers = reported.map((report) => payoutTransferOf(report, scale));
  const total = transfers.reduce((sum, transfer) => sum.plus(transfer.amount), new Decimal(0));
  if (!total.equals(payout.amount)) {
    throw invalidFields([
      {
        field: 'body.transfers',
        problem: `add up to ${total.toFixed(scale)} ${asset}, not the payout amount ${payout.amount} ${asset}`,
      },
    ]);
  }
  const at = deps.clock.now();
  const effects = await submitPayout(deps, row.brokerId, order, transfers, at);
  const steps = walk(order, ['payoutSubmitted']);
  await deps.store.commit([
    ...saveOrder(deps.store, row, order, at),
    ...orderEvents(deps, row.brokerId, order, steps, at),
    ...effects,
  ]);
  return order;
}

/**
 * A reported transfer as the payout records it: the amount at the asset's scale, the trace as reported. Every
 * field of the report is one a PayoutTransfer records (noFieldsLeft): a field the document adds is a type
 * error here.
 */
function payoutTransferOf(report: Schemas['PayoutTransferReport'], scale: number): PayoutTransfer {
  const { amount, ...trace } = report;
  const {
    blockchainTxId: _blockchainTxId,
    reference: _reference,
    SPEITrackingNumber: _SPEITrackingNumber,
    SPIDTrackingNumber: _SPIDTrackingNumber,
    CEPLink: _CEPLink,
    ...rest
  } = trace;
  noFieldsLeft(rest);
  return { ...trace, amount: new Decimal(amount).toFixed(scale) };
}

/**
 * POST /api/orders/{id}/payout/outcome: how the payout the operator sent ended, in one commit. Every field
 * of the request is taken here (noFieldsLeft).
 */
export async function recordPayoutOutcome(
  deps: AppDeps,
  row: OrderRow,
  request: Schemas['PayoutOutcomeRequest'],
): Promise<OrderRecord> {
  const { outcome, ...rest } = request;
  noFieldsLeft(rest);
  const order = structuredClone(row.body);
  if (order.status !== 'awaitingAsyncPayout') {
    throw notAwaiting(order, 'an outcome is reported for an order in awaitingAsyncPayout');
  }
  if (outcome === 'failed' && !isFiat(order.settlement.payout.asset)) {
    throw notAwaiting(order, 'a blockchain payout cannot be reported failed, only complete once confirmed');
  }
  const at = deps.clock.now();
  const settled = await settlePayout(deps, order, outcome, at);
  const steps = walk(order, [settled.trigger]);
  const completed = settled.trigger === 'payoutConfirmed' ? await completionEffects(deps, order, at) : [];
  await deps.store.commit([
    ...saveOrder(deps.store, row, order, at),
    ...orderEvents(deps, row.brokerId, order, steps, at),
    ...settled.statements,
    ...completed,
  ]);
  return order;
}
