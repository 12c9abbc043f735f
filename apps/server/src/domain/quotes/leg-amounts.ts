import type Decimal from 'decimal.js';
import { type Asset, roundDown, roundUp, scaleOf } from '../assets.ts';
import { exact } from './exact-decimal.ts';
import type { FeeType } from './quote-types.ts';

/** Everything the two legs' amounts depend on besides the fixed amount. All values are `Exact`. */
export type Conversion = {
  originAsset: Asset;
  destinationAsset: Asset;
  originUnitValue: Decimal;
  destinationUnitValue: Decimal;
  /** Rates on the origin amount, charged in the origin asset before conversion. */
  originFeeRates: readonly { type: FeeType; rate: Decimal }[];
  /** Flat fees in the destination asset, deducted from the payout. */
  destinationFees: readonly { type: FeeType; amount: Decimal }[];
  taxRate: Decimal;
};

export type FeeAmount = { type: FeeType; asset: Asset; amount: Decimal; tax: Decimal };

export type LegAmounts = {
  origin: Decimal;
  /** The origin left after its fees and taxes: the amount converted. */
  converted: Decimal;
  /** For a fixed destination, the requested amount (the conversion yields at least this). */
  destination: Decimal;
  fees: FeeAmount[];
};

function feeAmount(type: FeeType, asset: Asset, unrounded: Decimal, taxRate: Decimal): FeeAmount {
  const amount = roundUp(unrounded, asset);
  return { type, asset, amount, tax: roundUp(amount.mul(taxRate), asset) };
}

function total(fees: readonly FeeAmount[]): Decimal {
  return fees.reduce((sum, fee) => sum.plus(fee.amount).plus(fee.tax), exact(0));
}

function unitOf(asset: Asset): Decimal {
  return exact(10).pow(-scaleOf(asset));
}

/** Fixed origin: fees up, then the destination down. May come out zero or negative: too small to price. */
export function amountsForOrigin(conversion: Conversion, origin: Decimal): LegAmounts {
  const { originAsset, destinationAsset, taxRate } = conversion;
  const originFees = conversion.originFeeRates.map(({ type, rate }) =>
    feeAmount(type, originAsset, rate.mul(origin), taxRate),
  );
  const destinationFees = conversion.destinationFees.map(({ type, amount }) =>
    feeAmount(type, destinationAsset, amount, taxRate),
  );
  const converted = origin.minus(total(originFees));
  const gross = converted.mul(conversion.originUnitValue).div(conversion.destinationUnitValue);
  const destination = roundDown(gross.minus(total(destinationFees)), destinationAsset);
  return { origin, converted, destination, fees: [...originFees, ...destinationFees] };
}

/**
 * Fixed destination: the smallest origin, at its scale, whose conversion yields at least `destination`;
 * `null` when the fee rates take the whole origin. Rounding fees up can make one more unit of origin yield
 * less, so the answer is searched rather than inverted: without rounding the origin would be exactly
 * `exactOrigin`, every smaller origin yields less than that, and the rounded fees cost under 3 units per rate
 * (fee and tax each round up by less than one unit, the tax of the rounding by less than another), so the
 * answer lies in [exactOrigin, exactOrigin + 3 units x rates / (1 - k)] and the first hit scanning up is it.
 */
export function amountsForDestination(conversion: Conversion, destination: Decimal): LegAmounts | null {
  const { originAsset, taxRate } = conversion;
  const k = conversion.originFeeRates
    .reduce((sum, { rate }) => sum.plus(rate), exact(0))
    .mul(taxRate.plus(1));
  const keep = exact(1).minus(k);
  if (keep.lte(0)) return null;
  const destinationFees = total(
    conversion.destinationFees.map(({ type, amount }) =>
      feeAmount(type, conversion.destinationAsset, amount, taxRate),
    ),
  );
  const exactOrigin = destination
    .plus(destinationFees)
    .mul(conversion.destinationUnitValue)
    .div(conversion.originUnitValue)
    .div(keep);
  const unit = unitOf(originAsset);
  const slack = unit.mul(3 * conversion.originFeeRates.length).div(keep);
  const last = roundUp(exactOrigin.plus(slack), originAsset).plus(unit);
  // Start one unit below the exact origin, so a quotient that overshoots its true value cannot skip the answer.
  let origin = larger(unit, roundDown(exactOrigin, originAsset).minus(unit));
  for (; origin.lte(last); origin = origin.plus(unit)) {
    const amounts = amountsForOrigin(conversion, origin);
    if (amounts.destination.gte(destination)) return { ...amounts, destination };
  }
  throw new Error(`no origin up to ${last} yields ${destination}: the search bound is wrong`);
}

function larger(a: Decimal, b: Decimal): Decimal {
  return a.gte(b) ? a : b;
}
