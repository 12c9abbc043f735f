import Decimal from 'decimal.js';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  type Asset,
  COUNTRIES,
  type Country,
  countries,
  type Network,
  STABLECOINS,
  type Stablecoin,
  scaleOf,
  stablecoinNetworks,
} from '../domain/assets.ts';
import { isBankingHours } from '../domain/prices/service-price.ts';
import { createSimulatedFeed } from '../domain/prices/simulated-feed.ts';
import { priceQuote } from '../domain/quotes/price-quote.ts';
import { isRejection } from '../domain/quotes/quote-rejection.ts';
import { defaultQuoteSettings } from '../domain/quotes/quote-settings.ts';
import type {
  FeeRange,
  FeeRangesBySide,
  LegRequest,
  PricedQuote,
  QuoteInput,
} from '../domain/quotes/quote-types.ts';

// The generated cases of the priceQuote properties and the independent arithmetic their checks use.
// The checks recompute everything at 80 digits, independently of the engine's own precision.
export const Big = Decimal.clone({ precision: 80 });
export const big = (value: Decimal.Value) => new Big(value);
export const RUNS = 400;
export const TOP = 1_000_000_000_000;

export const coinLeg: fc.Arbitrary<LegRequest> = fc
  .constantFrom<Stablecoin>(...STABLECOINS)
  .chain((asset) =>
    fc.constantFrom<Network>(...stablecoinNetworks[asset]).map((network) => ({ asset, network })),
  );

export function legsOf(country: Country): fc.Arbitrary<[LegRequest, LegRequest]> {
  const fiatLeg = fc.constantFrom(...countries[country].fiats).map((asset): LegRequest => ({ asset }));
  return fc.oneof(
    fc.tuple(fiatLeg, coinLeg),
    fc.tuple(coinLeg, fiatLeg),
    fc
      .tuple(coinLeg, coinLeg)
      .filter(
        ([origin, destination]) =>
          origin.asset !== destination.asset || origin.network !== destination.network,
      ),
  );
}

/** Mostly orders of a few hundred to a few million, some tiny (rejected), some very large. */
export function amountOf(asset: Asset): fc.Arbitrary<Decimal> {
  const scale = scaleOf(asset);
  const unitsPerOne = 10n ** BigInt(scale);
  return fc
    .oneof(
      fc.bigInt({ min: 1n, max: 2_000n * unitsPerOne }),
      fc.bigInt({ min: 1n, max: 5_000_000n * unitsPerOne }),
      fc.bigInt({ min: 1n, max: 10_000_000_000n * unitsPerOne }),
    )
    .map((units) => new Decimal(`${units}e-${scale}`));
}

export const rate = (maxBasisPoints: number) =>
  fc.integer({ min: 0, max: maxBasisPoints }).map((bp) => bp / 10_000);

export const tiers: fc.Arbitrary<FeeRange[]> = fc
  .tuple(fc.boolean(), rate(300), rate(100), rate(300), rate(100), rate(300), rate(100))
  .map(([empty, ...rates]) =>
    empty
      ? []
      : [
          { min: 0, max: 10_000, fee: rates[0] ?? 0, nextDaySettlementFee: rates[1] ?? 0, _id: 'fr_1' },
          { min: 10_000, max: 100_000, fee: rates[2] ?? 0, nextDaySettlementFee: rates[3] ?? 0, _id: 'fr_2' },
          { min: 100_000, max: TOP, fee: rates[4] ?? 0, nextDaySettlementFee: rates[5] ?? 0, _id: 'fr_3' },
        ],
  );

export type Case = QuoteInput & { seed: number; ranges: FeeRangesBySide };

export const cases: fc.Arbitrary<Case> = fc.constantFrom<Country>(...COUNTRIES).chain((country) =>
  fc
    .record({
      legs: legsOf(country),
      fixedLeg: fc.constantFrom('origin' as const, 'destination' as const),
      buy: tiers,
      sell: tiers,
      volumeUsd: fc.integer({ min: 0, max: 20_000_000 }).map((cents) => new Decimal(cents).div(100)),
      serviceFeeRate: rate(100),
      at: fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') }),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
    })
    .chain((c) =>
      amountOf((c.fixedLeg === 'origin' ? c.legs[0] : c.legs[1]).asset).map((amount): Case => {
        const ranges = { buy: c.buy, sell: c.sell };
        return {
          country,
          origin: c.legs[0],
          destination: c.legs[1],
          fixedLeg: c.fixedLeg,
          amount,
          at: new Date(c.at),
          source: createSimulatedFeed({ seed: c.seed }),
          feeRanges: { [country]: ranges },
          volumeUsd: c.volumeUsd,
          serviceFeeRate: c.serviceFeeRate,
          seed: c.seed,
          ranges,
        };
      }),
    ),
);

/** Prices the case; a rejection must be a 400 on the fixed amount (too small, or under the minimum). */
export function priced(c: Case): PricedQuote | null {
  const result = priceQuote(c);
  if (!isRejection(result)) return result;
  expect(result).toMatchObject({ code: 'invalidRequest', field: `body.${c.fixedLeg}.amount` });
  return null;
}

export function tierOf(c: Case, result: PricedQuote): FeeRange | undefined {
  const side = result.flow === 'cryptoToFiat' ? 'sell' : 'buy';
  return c.ranges[side].find((tier) => tier._id === result.feeTier);
}

/** Rates on the origin, as the rules give them: platform always, next-day outside banking hours for fiat. */
export function originRates(c: Case, result: PricedQuote) {
  const tier = tierOf(c, result);
  const nextDay = result.flow !== 'cryptoToCrypto' && !isBankingHours(c.country, c.at);
  return {
    platform: big(tier?.fee ?? 0),
    nextDaySettlement: nextDay ? big(tier?.nextDaySettlementFee ?? 0) : null,
  };
}

export const gasOf = (c: Case) =>
  c.destination.network ? big(defaultQuoteSettings.networkFee[c.destination.network]) : null;

export function sumLines(result: PricedQuote, side: 'origin' | 'destination'): Decimal {
  return result.fees
    .filter((fee) => (fee.type === 'network') === (side === 'destination'))
    .reduce((sum, fee) => sum.plus(fee.amount).plus(fee.tax), big(0));
}

export function check(property: (c: Case, result: PricedQuote) => void) {
  fc.assert(
    fc.property(cases, (c) => {
      const result = priced(c);
      if (result) property(c, result);
    }),
    { numRuns: RUNS },
  );
}
