/**
 * The pricing engine of quotes (`POST /api/quotes`). Pure: no clock, database or HTTP.
 *
 * Rules
 * - Flow from the assets: fiat -> stablecoin `fiatToCrypto` (side buy), stablecoin -> fiat `cryptoToFiat`
 *   (side sell), stablecoin -> stablecoin `cryptoToCrypto` (no side; fee tiers and volume of `buy`, as FeeType
 *   says). Fiat to fiat, a fiat not of the country, a coin off its networks, identical legs: 422 code 28.
 * - Price: fiat flows use the spot service price of the side (spread, after-hours fee, peg adjustment). A swap
 *   values both coins in USD at the spot price with no spread and no after-hours fee, only the peg adjustment;
 *   the same coin on two networks swaps one for one.
 * - Fees (FeeLine): `platform` = tier rate x origin amount and, when the fiat leg settles the next business day
 *   (outside the country's banking hours; never for a swap), `nextDaySettlement` = the tier's rate x origin
 *   amount, both in the origin asset and deducted before conversion; `network` = the payout network's gas in
 *   the destination stablecoin, deducted from the payout (the customer's own deposit gas is theirs). Each line
 *   carries tax = fee x the country's VAT. No tier covering the 30-day volume: a `platform` line of 0.
 * - Rounding never favours the customer: fees and taxes up, a derived destination down; a derived origin is
 *   the smallest at its scale whose conversion yields at least the fixed destination.
 * - Reconciliation, exact at the asset scales: origin = sum(origin-asset fees + taxes) + converted, and
 *   roundDown(converted x originUnitValue / destinationUnitValue - sum(destination fees + taxes)) = destination
 *   (>= for a fixed destination).
 * - Minimum order: the origin's value at the service price, in the fiat (USD for a swap), against the
 *   fiat's minimum; below it, or left with nothing after fees: 400 on the fixed amount.
 * - Informational service fee: rate x the fiat leg, 2 decimals up, plus its tax; 0 for a swap. Never changes
 *   amounts. Prices carry 12 decimals, rounded down.
 */
import Decimal from 'decimal.js';
import { type Fiat, isFiat, roundUp, vatRateOf } from '../assets.ts';
import { isBankingHours } from '../prices/service-price.ts';
import { exact, plain } from './exact-decimal.ts';
import { pickFeeTier } from './fee-tier.ts';
import { amountsForDestination, amountsForOrigin, type Conversion, type LegAmounts } from './leg-amounts.ts';
import { feeSideOf, sideOf } from './quote-flow.ts';
import { invalidRequest, isRejection, type QuoteRejection } from './quote-rejection.ts';
import { checkFixedAmount, checkLegShape, checkPair } from './quote-request-checks.ts';
import { resolveQuoteSettings } from './quote-settings.ts';
import type { FeeLine, FeeType, LegRequest, PricedLeg, PricedQuote, QuoteInput } from './quote-types.ts';
import { unitValues } from './unit-values.ts';

export const QUOTE_PRICE_DECIMALS = 12;

const FEE_ORDER: readonly FeeType[] = ['platform', 'network', 'nextDaySettlement'];

export function priceQuote(input: QuoteInput): PricedQuote | QuoteRejection {
  const { country, origin, destination, fixedLeg, at } = input;
  const amountField = `body.${fixedLeg}.amount`;
  const shapeProblem = checkLegShape(input);
  if (shapeProblem) return shapeProblem;
  const amountProblem = checkFixedAmount(input.amount, input[fixedLeg].asset, amountField);
  if (amountProblem) return amountProblem;
  const flow = checkPair(input);
  if (isRejection(flow)) return flow;

  const settings = resolveQuoteSettings(input.settings);
  const values = unitValues({
    flow,
    origin: origin.asset,
    destination: destination.asset,
    country,
    at,
    source: input.source,
    price: settings.price,
  });
  const tier = pickFeeTier(input.feeRanges[country]?.[feeSideOf(flow)] ?? [], input.volumeUsd);
  const nextDaySettlement = flow !== 'cryptoToCrypto' && !isBankingHours(country, at, settings.price);
  const conversion: Conversion = {
    originAsset: origin.asset,
    destinationAsset: destination.asset,
    originUnitValue: values.service.origin,
    destinationUnitValue: values.service.destination,
    originFeeRates: [
      { type: 'platform', rate: exact(tier?.fee ?? 0) },
      ...(nextDaySettlement
        ? [{ type: 'nextDaySettlement' as const, rate: exact(tier?.nextDaySettlementFee ?? 0) }]
        : []),
    ],
    destinationFees:
      destination.network === undefined
        ? []
        : [{ type: 'network', amount: settings.networkFee[destination.network] }],
    taxRate: exact(vatRateOf(country)),
  };

  const amount = exact(input.amount);
  const amounts: LegAmounts | null =
    fixedLeg === 'origin' ? amountsForOrigin(conversion, amount) : amountsForDestination(conversion, amount);
  if (amounts === null || amounts.destination.lte(0)) {
    return invalidRequest(amountField, 'is too small to cover the fees');
  }
  const fiat: Fiat = isFiat(origin.asset)
    ? origin.asset
    : isFiat(destination.asset)
      ? destination.asset
      : 'USD';
  const minimum = settings.minimumOrder[fiat];
  if (amounts.origin.mul(values.service.origin).lt(minimum)) {
    return invalidRequest(amountField, `gives an order below the minimum of ${minimum.toFixed()} ${fiat}`);
  }

  const fiatAmount =
    flow === 'cryptoToCrypto' ? exact(0) : isFiat(origin.asset) ? amounts.origin : amounts.destination;
  const serviceFeeFiat = roundUp(fiatAmount.mul(exact(input.serviceFeeRate)), fiat);
  return {
    flow,
    side: sideOf(flow),
    fixedLeg,
    country,
    origin: pricedLeg(origin, amounts.origin, country),
    destination: pricedLeg(destination, amounts.destination, country),
    marketPrice: price(values.service.origin.div(values.service.destination)),
    providerMarketPrice: price(values.provider.origin.div(values.provider.destination)),
    netPrice: price(amounts.destination.div(amounts.origin)),
    fees: feeLines(amounts),
    informationalFees: {
      serviceFeeFiat: plain(serviceFeeFiat),
      serviceFeeFiatTax: plain(roundUp(serviceFeeFiat.mul(conversion.taxRate), fiat)),
    },
    feeTier: tier?._id ?? null,
    afterHours: values.afterHours,
    nextDaySettlement,
    conversion: {
      amount: plain(amounts.converted),
      originUnitValue: plain(values.service.origin),
      destinationUnitValue: plain(values.service.destination),
    },
  };
}

function pricedLeg(leg: LegRequest, amount: Decimal, country: QuoteInput['country']): PricedLeg {
  const priced: PricedLeg = { asset: leg.asset, amount: plain(amount), country };
  if (leg.network !== undefined) priced.network = leg.network;
  return priced;
}

function price(value: Decimal): Decimal {
  return plain(value.toDecimalPlaces(QUOTE_PRICE_DECIMALS, Decimal.ROUND_FLOOR));
}

function feeLines(amounts: LegAmounts): FeeLine[] {
  return [...amounts.fees]
    .sort((a, b) => FEE_ORDER.indexOf(a.type) - FEE_ORDER.indexOf(b.type))
    .map(({ type, amount, asset, tax }) => ({ type, amount: plain(amount), asset, tax: plain(tax) }));
}
