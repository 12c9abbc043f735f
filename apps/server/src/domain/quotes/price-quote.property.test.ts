import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Asset,
  COUNTRIES,
  type Country,
  countries,
  isFiat,
  type Network,
  roundDown,
  roundUp,
  STABLECOINS,
  type Stablecoin,
  scaleOf,
  stablecoinNetworks,
  vatRateOf,
} from '../assets.ts';
import { isBankingHours, spotPrice } from '../prices/service-price.ts';
import { createSimulatedFeed } from '../prices/simulated-feed.ts';
import { priceQuote } from './price-quote.ts';
import { isRejection } from './quote-rejection.ts';
import { defaultQuoteSettings } from './quote-settings.ts';
import type { FeeRange, FeeRangesBySide, LegRequest, PricedQuote, QuoteInput } from './quote-types.ts';

// The checks recompute everything at 80 digits, independently of the engine's own precision.
const Big = Decimal.clone({ precision: 80 });
const big = (value: Decimal.Value) => new Big(value);
const RUNS = 400;
const TOP = 1_000_000_000_000;

const coinLeg: fc.Arbitrary<LegRequest> = fc
  .constantFrom<Stablecoin>(...STABLECOINS)
  .chain((asset) =>
    fc.constantFrom<Network>(...stablecoinNetworks[asset]).map((network) => ({ asset, network })),
  );

function legsOf(country: Country): fc.Arbitrary<[LegRequest, LegRequest]> {
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
function amountOf(asset: Asset): fc.Arbitrary<Decimal> {
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

const rate = (maxBasisPoints: number) => fc.integer({ min: 0, max: maxBasisPoints }).map((bp) => bp / 10_000);

const tiers: fc.Arbitrary<FeeRange[]> = fc
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

type Case = QuoteInput & { seed: number; ranges: FeeRangesBySide };

const cases: fc.Arbitrary<Case> = fc.constantFrom<Country>(...COUNTRIES).chain((country) =>
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
function priced(c: Case): PricedQuote | null {
  const result = priceQuote(c);
  if (!isRejection(result)) return result;
  expect(result).toMatchObject({ code: 'invalidRequest', field: `body.${c.fixedLeg}.amount` });
  return null;
}

function tierOf(c: Case, result: PricedQuote): FeeRange | undefined {
  const side = result.flow === 'cryptoToFiat' ? 'sell' : 'buy';
  return c.ranges[side].find((tier) => tier._id === result.feeTier);
}

/** Rates on the origin, as the rules give them: platform always, next-day outside banking hours for fiat. */
function originRates(c: Case, result: PricedQuote) {
  const tier = tierOf(c, result);
  const nextDay = result.flow !== 'cryptoToCrypto' && !isBankingHours(c.country, c.at);
  return {
    platform: big(tier?.fee ?? 0),
    nextDaySettlement: nextDay ? big(tier?.nextDaySettlementFee ?? 0) : null,
  };
}

const gasOf = (c: Case) =>
  c.destination.network ? big(defaultQuoteSettings.networkFee[c.destination.network]) : null;

function sumLines(result: PricedQuote, side: 'origin' | 'destination'): Decimal {
  return result.fees
    .filter((fee) => (fee.type === 'network') === (side === 'destination'))
    .reduce((sum, fee) => sum.plus(fee.amount).plus(fee.tax), big(0));
}

function check(property: (c: Case, result: PricedQuote) => void) {
  fc.assert(
    fc.property(cases, (c) => {
      const result = priced(c);
      if (result) property(c, result);
    }),
    { numRuns: RUNS },
  );
}

describe('priceQuote properties', () => {
  it('prices most generated cases (the others are too small)', () => {
    const sample = fc.sample(cases, { numRuns: 500, seed: 42 });
    const pricedCount = sample.filter((c) => !isRejection(priceQuote(c))).length;
    expect(pricedCount).toBeGreaterThan(300);
  });

  it('(1) legs, fee lines and taxes reconcile exactly at the asset scale', () => {
    check((c, result) => {
      const vat = vatRateOf(c.country);
      const { platform, nextDaySettlement } = originRates(c, result);
      const origin = big(result.origin.amount);
      const gas = gasOf(c);
      // The lines the rules call for, each fee rounded up and its tax the fee's VAT rounded up.
      const want = [
        { type: 'platform', asset: c.origin.asset, amount: roundUp(platform.mul(origin), c.origin.asset) },
        ...(gas
          ? [{ type: 'network', asset: c.destination.asset, amount: roundUp(gas, c.destination.asset) }]
          : []),
        ...(nextDaySettlement
          ? [
              {
                type: 'nextDaySettlement',
                asset: c.origin.asset,
                amount: roundUp(nextDaySettlement.mul(origin), c.origin.asset),
              },
            ]
          : []),
      ].map((line) => ({
        ...line,
        amount: line.amount.toString(),
        tax: roundUp(line.amount.mul(vat), line.asset).toString(),
      }));
      expect(
        result.fees.map((fee) => ({ ...fee, amount: fee.amount.toString(), tax: fee.tax.toString() })),
      ).toEqual(want);

      // The unit values are the spot service prices of the rules.
      const { originUnitValue, destinationUnitValue } = result.conversion;
      if (result.flow === 'fiatToCrypto' && isFiat(c.origin.asset) && !isFiat(c.destination.asset)) {
        const spot = spotPrice({
          source: c.source,
          side: 'buy',
          fiat: c.origin.asset,
          stablecoin: c.destination.asset,
          country: c.country,
          at: c.at,
        });
        expect([originUnitValue.toString(), destinationUnitValue.toString()]).toEqual([
          '1',
          spot.serviceMarketPrice.toString(),
        ]);
      }
      if (result.flow === 'cryptoToFiat' && !isFiat(c.origin.asset) && isFiat(c.destination.asset)) {
        const spot = spotPrice({
          source: c.source,
          side: 'sell',
          fiat: c.destination.asset,
          stablecoin: c.origin.asset,
          country: c.country,
          at: c.at,
        });
        expect([originUnitValue.toString(), destinationUnitValue.toString()]).toEqual([
          spot.serviceMarketPrice.toString(),
          '1',
        ]);
      }

      if (result.flow === 'cryptoToCrypto' && !isFiat(c.origin.asset) && !isFiat(c.destination.asset)) {
        // A swap: USD values at the spot price without spread or after-hours fee; the same coin one for one.
        const zero = new Decimal(0);
        const settings = { spread: { buy: zero, sell: zero }, afterHoursFee: zero };
        const usd = { source: c.source, fiat: 'USD' as const, country: c.country, at: c.at, settings };
        const sold = spotPrice({ ...usd, side: 'sell', stablecoin: c.origin.asset }).serviceMarketPrice;
        const bought = spotPrice({ ...usd, side: 'buy', stablecoin: c.destination.asset }).serviceMarketPrice;
        const want = c.origin.asset === c.destination.asset ? [sold, sold] : [sold, bought];
        expect([originUnitValue.toString(), destinationUnitValue.toString()]).toEqual(want.map(String));
      }

      // origin = origin-asset fees and taxes + converted; converted at the service price less the payout's
      // fees, rounded down, is the destination (at least the destination when it is fixed).
      expect(origin.eq(sumLines(result, 'origin').plus(result.conversion.amount))).toBe(true);
      const yielded = roundDown(
        big(result.conversion.amount)
          .mul(originUnitValue)
          .div(destinationUnitValue)
          .minus(sumLines(result, 'destination')),
        c.destination.asset,
      );
      if (c.fixedLeg === 'origin') {
        expect(yielded.toString()).toBe(result.destination.amount.toString());
        expect(result.origin.amount.toString()).toBe(c.amount.toString());
      } else {
        expect(yielded.gte(result.destination.amount)).toBe(true);
        expect(result.destination.amount.toString()).toBe(c.amount.toString());
      }
    });
  });

  it('(2) rounding never favours the customer', () => {
    check((c, result) => {
      const vat = big(vatRateOf(c.country));
      const { platform, nextDaySettlement } = originRates(c, result);
      const k = platform.plus(nextDaySettlement ?? 0).mul(vat.plus(1));
      const payoutFees = (gasOf(c) ?? big(0)).mul(vat.plus(1));
      const rateOf = big(result.conversion.originUnitValue).div(result.conversion.destinationUnitValue);
      if (c.fixedLeg === 'origin') {
        const unrounded = big(c.amount).mul(big(1).minus(k)).mul(rateOf).minus(payoutFees);
        expect(unrounded.gte(result.destination.amount)).toBe(true);
      } else {
        const unrounded = big(c.amount).plus(payoutFees).div(rateOf).div(big(1).minus(k));
        expect(unrounded.lte(result.origin.amount)).toBe(true);
      }
      for (const fee of result.fees) {
        const base =
          fee.type === 'platform' ? platform : fee.type === 'nextDaySettlement' ? nextDaySettlement : null;
        if (base) expect(base.mul(result.origin.amount).lte(fee.amount)).toBe(true);
        expect(big(fee.amount).mul(vat).lte(fee.tax)).toBe(true);
      }
    });
  });

  it('(3) no amount is negative or has more decimals than its asset', () => {
    check((c, result) => {
      const fiat = isFiat(c.origin.asset)
        ? c.origin.asset
        : isFiat(c.destination.asset)
          ? c.destination.asset
          : 'USD';
      const amounts: [Decimal, Asset][] = [
        [result.origin.amount, c.origin.asset],
        [result.destination.amount, c.destination.asset],
        ...result.fees.flatMap((fee): [Decimal, Asset][] => [
          [fee.amount, fee.asset],
          [fee.tax, fee.asset],
        ]),
        [result.informationalFees.serviceFeeFiat, fiat],
        [result.informationalFees.serviceFeeFiatTax, fiat],
      ];
      for (const [amount, asset] of amounts) {
        expect(amount.isNegative()).toBe(false);
        expect(amount.decimalPlaces()).toBeLessThanOrEqual(scaleOf(asset));
      }
      expect(result.origin.amount.gt(0) && result.destination.amount.gt(0)).toBe(true);
    });
  });

  it('(4) fees only reduce what the customer gets: netPrice <= marketPrice <= providerMarketPrice', () => {
    check((_c, result) => {
      expect(result.netPrice.gt(0)).toBe(true);
      expect(result.netPrice.lte(result.marketPrice)).toBe(true);
      expect(result.marketPrice.lte(result.providerMarketPrice)).toBe(true);
    });
  });

  it('(5) a fixed destination asks the smallest origin: one unit less would not yield it', () => {
    check((c, result) => {
      const unit = new Decimal(10).pow(-scaleOf(c.origin.asset));
      const fixOrigin = (amount: Decimal) => priceQuote({ ...c, fixedLeg: 'origin', amount });
      if (c.fixedLeg === 'destination') {
        const same = fixOrigin(result.origin.amount);
        expect(!isRejection(same) && same.destination.amount.gte(c.amount)).toBe(true);
        const less = fixOrigin(result.origin.amount.minus(unit));
        if (!isRejection(less)) expect(less.destination.amount.lt(c.amount)).toBe(true);
      } else {
        // And back: fixing the destination it yields asks no more than the origin that yielded it.
        const back = priceQuote({ ...c, fixedLeg: 'destination', amount: result.destination.amount });
        if (isRejection(back)) expect(back.code).toBe('invalidRequest');
        else expect(back.origin.amount.lte(c.amount)).toBe(true);
      }
    });
  });
});
