import Decimal from 'decimal.js';
import { addVolumeStatement, utcDay } from '../../db/volume-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { exact, plain } from '../quotes/exact-decimal.ts';
import { feeSideOf } from '../quotes/quote-flow.ts';

/** Worth one USD per unit for the volume: the dollar and the dollar stablecoins, at face value. */
const dollars: readonly string[] = ['USD', 'USDC', 'USDCe', 'USDT'];

const usdValueDecimals = 6;

/**
 * What a completed order adds to its user's 30-day volume (the document states the rule under
 * `accumulatedVolumeInUSD`): its origin amount, what the customer paid with the fees, in USD.
 * - A dollar origin counts at face value.
 * - Otherwise the origin converts at the order's `marketPrice` (destination units per origin unit): into
 *   a dollar destination, that is USD at face value (MXN, PEN, COP or EURC to a dollar coin).
 * - Without a dollar leg one leg is EURC: its amount (the origin, or the origin converted at
 *   `marketPrice`) counts at EURC's peg, the EUR/USD rate the price source gives at completion.
 * Rounded down to the micro-dollar, the unit `volume_days` adds up.
 */
export function orderUsdValue(
  order: Pick<OrderRecord, 'origin' | 'destination' | 'marketPrice'>,
  eurcPegUsd: () => Decimal.Value,
): Decimal {
  const { origin, destination } = order;
  const paid = exact(origin.amount);
  const converted = () => paid.mul(exact(order.marketPrice));
  let value: Decimal;
  if (dollars.includes(origin.asset)) value = paid;
  else if (dollars.includes(destination.asset)) value = converted();
  else if (origin.asset === 'EURC') value = paid.mul(exact(eurcPegUsd()));
  else if (destination.asset === 'EURC') value = converted().mul(exact(eurcPegUsd()));
  else throw new Error(`no USD value for ${origin.asset} to ${destination.asset}`);
  return plain(value.toDecimalPlaces(usdValueDecimals, Decimal.ROUND_FLOOR));
}

/** The completing order's value added to its user, country, side and UTC day: commit it with the order. */
export function volumeStatement(
  deps: Pick<AppDeps, 'store' | 'prices'>,
  order: Pick<OrderRecord, 'userId' | 'flow' | 'origin' | 'destination' | 'marketPrice'>,
  at: Date,
): Statement {
  const value = orderUsdValue(order, () => deps.prices.quote('USD', 'EURC', at).pegUsd);
  return addVolumeStatement(deps.store, {
    userId: order.userId,
    country: order.origin.country,
    side: feeSideOf(order.flow),
    day: utcDay(at),
    usdMicros: value.mul(1_000_000).toFixed(0),
  });
}
