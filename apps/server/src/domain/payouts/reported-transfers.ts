import Decimal from 'decimal.js';
import type { OrderRecord } from '../../records.ts';
import { type Asset, isFiat, scaleOf } from '../assets.ts';
import { type FieldProblem, traceProblems } from '../orders/trace-rules.ts';

/**
 * What is wrong with the transfers an operator reported for the order's payout: each within the asset's
 * scale and, for a bank payout, at most the order's payoutTransferLimit, with the trace its rail has
 * (a bank payout also its reference).
 */
export function reportedTransferProblems(
  order: OrderRecord,
  transfers: ReadonlyArray<{ amount: number } & Record<string, unknown>>,
): FieldProblem[] {
  const payout = order.settlement.payout;
  const asset = payout.asset as Asset;
  const bank = isFiat(asset);
  const limit = bank ? order.payoutTransferLimit : undefined;
  const leg = { asset, country: order.destination.country };
  return transfers.flatMap((transfer, index) => {
    const prefix = `body.transfers.${index}`;
    const problems: FieldProblem[] = [];
    const amount = new Decimal(transfer.amount);
    if (amount.decimalPlaces() > scaleOf(asset)) {
      problems.push({
        field: `${prefix}.amount`,
        problem: `has more than ${scaleOf(asset)} decimals (${asset})`,
      });
    }
    if (limit !== undefined && amount.gt(limit)) {
      problems.push({
        field: `${prefix}.amount`,
        problem: `is over the order's payoutTransferLimit ${limit}`,
      });
    }
    const { amount: _amount, ...trace } = transfer;
    return [...problems, ...traceProblems(trace, leg, prefix, bank ? ['reference'] : [])];
  });
}
