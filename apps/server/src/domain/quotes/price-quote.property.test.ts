import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { big, cases, check, gasOf, originRates, sumLines } from '../../testing/price-quote-arbitraries.ts';
import { isFiat, roundDown, roundUp, vatRateOf } from '../assets.ts';
import { spotPrice } from '../prices/service-price.ts';
import { priceQuote } from './price-quote.ts';
import { isRejection } from './quote-rejection.ts';

// priceQuote on generated cases: most are priced, and legs, fee lines and taxes reconcile exactly.
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
});
