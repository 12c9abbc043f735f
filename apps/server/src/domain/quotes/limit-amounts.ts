import type Decimal from 'decimal.js';
import { type Asset, roundDown, roundUp } from '../assets.ts';
import { QUOTE_PRICE_DECIMALS } from './price-quote.ts';
import type { FixedLeg, PricedQuote } from './quote-types.ts';

/** The origin a limit quote with a fixed destination pays: what buys that destination at the limit price. */
export function limitOriginAmount(destination: Decimal, limitNetPrice: Decimal, originAsset: Asset): Decimal {
  return roundUp(destination.div(limitNetPrice), originAsset);
}

/**
 * A limit quote's legs at its limit: the leg that is not fixed is derived at `limitNetPrice`
 * (a destination rounded down, an origin rounded up, so rounding never favours the customer) and
 * `netPrice` is the limit. `priced` is the market pricing of the origin amount: its fee lines and market
 * prices are shown for reference, as the order is re-priced when it executes.
 */
export function atLimitPrice(
  priced: PricedQuote,
  fixedLeg: FixedLeg,
  fixedAmount: Decimal,
  limitNetPrice: Decimal,
): PricedQuote {
  const destination =
    fixedLeg === 'destination'
      ? fixedAmount
      : roundDown(priced.origin.amount.mul(limitNetPrice), priced.destination.asset);
  return {
    ...priced,
    fixedLeg,
    destination: { ...priced.destination, amount: destination },
    netPrice: limitNetPrice,
  };
}

/** A limit price is positive with at most the decimals of a quoted price; else the message says why. */
export function limitPriceProblem(value: Decimal): string | undefined {
  if (!value.isFinite() || value.lte(0)) return 'must be greater than 0';
  if (value.decimalPlaces() > QUOTE_PRICE_DECIMALS) return `has more than ${QUOTE_PRICE_DECIMALS} decimals`;
  return undefined;
}
