import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { big, check, gasOf, originRates } from '../../testing/price-quote-arbitraries.ts';
import { type Asset, isFiat, scaleOf, vatRateOf } from '../assets.ts';
import { priceQuote } from './price-quote.ts';
import { isRejection } from './quote-rejection.ts';

// priceQuote on generated cases: rounding never favours the customer, amounts are never negative nor finer than
// their asset, fees only reduce what the customer gets, and a fixed destination asks the smallest origin.
describe('priceQuote properties', () => {
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
