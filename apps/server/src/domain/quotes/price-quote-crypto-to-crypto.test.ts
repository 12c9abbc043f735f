import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  type Given,
  inHours,
  priced,
  saturday,
  summary,
  type Want,
} from '../../testing/price-quote-cases.ts';

describe('priceQuote: cryptoToCrypto', () => {
  it.each<[string, { given: Given; want: Want }]>([
    [
      // Both coins on their USD peg, no spread: one for one. Buy tier 0.5 %: 5 + 0.8 USDC; converted 994.2 USDC =
      // 994.2 USDT, minus tron gas 1.5 + 0.24 = 992.46. No service fee for a swap.
      'USDC 1000 on polygon to USDT on tron',
      {
        given: {
          origin: { asset: 'USDC', network: 'polygon' },
          destination: { asset: 'USDT', network: 'tron' },
          amount: '1000',
        },
        want: {
          origin: '1000',
          destination: '992.46',
          fees: ['platform 5 USDC tax 0.8', 'network 1.5 USDT tax 0.24'],
          marketPrice: '1',
          providerMarketPrice: '1',
          netPrice: '0.99246',
          serviceFee: '0 + 0',
          feeTier: 'fr_mx_buy_1',
          flags: inHours,
        },
      },
    ],
    [
      // USDT at 0.998 is 0.2 % off peg: bought at 0.998 x 1.002 = 0.999996 USD (rounded up). Converted 994.2 /
      // 0.999996 = 994.203976..., minus ethereum gas 2.5 + 0.4 = 991.303976. Market 1 / 0.999996, provider 1 / 0.998.
      'USDC 1000 to USDT on ethereum with USDT off its peg',
      {
        given: {
          origin: { asset: 'USDC', network: 'polygon' },
          destination: { asset: 'USDT', network: 'ethereum' },
          amount: '1000',
          rates: { usdPerStablecoin: { USDT: '0.998' } },
        },
        want: {
          origin: '1000',
          destination: '991.303976',
          fees: ['platform 5 USDC tax 0.8', 'network 2.5 USDT tax 0.4'],
          marketPrice: '1.000004000016',
          providerMarketPrice: '1.002004008016',
          netPrice: '0.991303976',
          serviceFee: '0 + 0',
          feeTier: 'fr_mx_buy_1',
          flags: inHours,
        },
      },
    ],
    [
      // Saturday, but a swap has no after-hours fee and no next-day line. EURC at its 1.08 USD peg.
      // Without rounding (500 + 0.0116) x 1.08 / 0.9942 = 543.162872...; 543.162873 and ...873 fall short,
      // 543.162874: fee 2.715815 + 0.434531, converted 540.012528 / 1.08 = 500.0116 exactly, - 0.0116 = 500.
      'EURC 500 fixed on stellar, paid in USDC on a Saturday',
      {
        given: {
          origin: { asset: 'USDC', network: 'ethereum' },
          destination: { asset: 'EURC', network: 'stellar' },
          fixedLeg: 'destination',
          amount: '500',
          at: saturday,
        },
        want: {
          origin: '543.162874',
          destination: '500',
          fees: ['platform 2.715815 USDC tax 0.434531', 'network 0.01 EURC tax 0.0016'],
          marketPrice: '0.925925925925',
          providerMarketPrice: '0.925925925925',
          netPrice: '0.920534196893',
          serviceFee: '0 + 0',
          feeTier: 'fr_mx_buy_1',
          flags: { afterHours: false, nextDaySettlement: false },
        },
      },
    ],
    [
      // Same coin, another network: one for one. 250 - 1.25 - 0.2 = 248.55, minus base gas 0.058 = 248.492.
      'USDC 250 from polygon to base',
      {
        given: {
          origin: { asset: 'USDC', network: 'polygon' },
          destination: { asset: 'USDC', network: 'base' },
          amount: '250',
        },
        want: {
          origin: '250',
          destination: '248.492',
          fees: ['platform 1.25 USDC tax 0.2', 'network 0.05 USDC tax 0.008'],
          marketPrice: '1',
          providerMarketPrice: '1',
          netPrice: '0.993968',
          serviceFee: '0 + 0',
          feeTier: 'fr_mx_buy_1',
          flags: inHours,
        },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(summary(priced(given))).toEqual(want);
  });

  it('has no side, and exposes the exact conversion', () => {
    const result = priced({
      origin: { asset: 'USDC', network: 'polygon' },
      destination: { asset: 'USDT', network: 'tron' },
      amount: '1000',
    });
    expect(result.side).toBeNull();
    expect(result.flow).toBe('cryptoToCrypto');
    expect(result.origin).toEqual({
      asset: 'USDC',
      network: 'polygon',
      amount: new Decimal(1000),
      country: 'MX',
    });
    expect(result.conversion.amount.toString()).toBe('994.2');
  });
});
