import { describe, expect, it } from 'vitest';
import {
  type Given,
  inHours,
  outOfHours,
  priced,
  saturday,
  summary,
  type Want,
} from '../../testing/price-quote-cases.ts';

describe('priceQuote: fiatToCrypto', () => {
  it.each<[string, { given: Given; want: Want }]>([
    [
      // buy price 18.2 x 1.005 = 18.291 MXN/USDC. Platform 0.5 % x 20000 = 100, VAT 16 % = 16.
      // Converted 20000 - 116 = 19884; 19884 / 18.291 = 1087.092012...; minus gas 0.05 + 0.008 = 1087.034012...
      // down to 1087.034012. Market 1 / 18.291 = 0.054671696462..., provider 1 / 18.2 = 0.054945054945...
      // Net 1087.034012 / 20000 = 0.0543517006. Service fee 0.1 % x 20000 = 20, tax 3.2.
      'MXN 20000 fixed to USDC on polygon, in banking hours',
      {
        given: { amount: '20000' },
        want: {
          origin: '20000',
          destination: '1087.034012',
          fees: ['platform 100 MXN tax 16', 'network 0.05 USDC tax 0.008'],
          marketPrice: '0.054671696462',
          providerMarketPrice: '0.054945054945',
          netPrice: '0.0543517006',
          serviceFee: '20 + 3.2',
          feeTier: 'fr_mx_buy_1',
          flags: inHours,
        },
      },
    ],
    [
      // Without rounding: (1000 + 0.058) x 18.291 / (1 - 0.005 x 1.16) = 18398.7737..., so at least 18398.78.
      // 18398.78: fee 91.9939 -> 92, tax 14.72, converted 18292.06, / 18.291 - 0.058 = 999.999951 < 1000.
      // 18398.79: fee 92, tax 14.72, converted 18292.07, / 18.291 = 1000.058498..., - 0.058 = 1000.000498 >= 1000.
      // Net 1000 / 18398.79 = 0.054351400282...; service fee 18.39879 -> 18.40, tax 2.944 -> 2.95.
      'USDC 1000 fixed on polygon, paid in MXN: the smallest origin that yields it',
      {
        given: { amount: '1000', fixedLeg: 'destination' },
        want: {
          origin: '18398.79',
          destination: '1000',
          fees: ['platform 92 MXN tax 14.72', 'network 0.05 USDC tax 0.008'],
          marketPrice: '0.054671696462',
          providerMarketPrice: '0.054945054945',
          netPrice: '0.054351400282',
          serviceFee: '18.4 + 2.95',
          feeTier: 'fr_mx_buy_1',
          flags: inHours,
        },
      },
    ],
    [
      // Saturday: buy 18.2 x (1 + 0.005 + 0.003) = 18.3456. Volume 15000 USD picks tier 2 (0.3 %, next day 0.05 %).
      // Platform 60 + 9.6, next day 10 + 1.6: converted 20000 - 81.2 = 19918.8; / 18.3456 = 1085.753532...;
      // minus tron gas 1.5 + 0.24 = 1084.013532. Net 1084.013532 / 20000 = 0.0542006766.
      'MXN 20000 to USDT on tron on a Saturday, second tier',
      {
        given: {
          amount: '20000',
          destination: { asset: 'USDT', network: 'tron' },
          at: saturday,
          volumeUsd: '15000',
        },
        want: {
          origin: '20000',
          destination: '1084.013532',
          fees: ['platform 60 MXN tax 9.6', 'network 1.5 USDT tax 0.24', 'nextDaySettlement 10 MXN tax 1.6'],
          marketPrice: '0.05450898308',
          providerMarketPrice: '0.054945054945',
          netPrice: '0.0542006766',
          serviceFee: '20 + 3.2',
          feeTier: 'fr_mx_buy_2',
          flags: outOfHours,
        },
      },
    ],
    [
      // buy 4100 x 1.005 = 4120.5 COP/USDC. Platform 20000, VAT 19 % 3800: converted 3976200; / 4120.5 =
      // 964.979978...; minus base gas 0.05 + 0.0095 = 964.920478. Net 964.920478 / 4000000 = 0.0002412301195 -> 12 dp.
      'COP 4000000 to USDC on base',
      {
        given: {
          country: 'CO',
          origin: { asset: 'COP' },
          destination: { asset: 'USDC', network: 'base' },
          amount: '4000000',
        },
        want: {
          origin: '4000000',
          destination: '964.920478',
          fees: ['platform 20000 COP tax 3800', 'network 0.05 USDC tax 0.0095'],
          marketPrice: '0.000242688994',
          providerMarketPrice: '0.000243902439',
          netPrice: '0.000241230119',
          serviceFee: '4000 + 760',
          feeTier: 'fr_co_buy',
          flags: inHours,
        },
      },
    ],
    [
      // USD in Mexico: buy 1 x 1.005. Without rounding (500 + 0.0116) x 1.005 / 0.9942 = 505.4432..., but 505.45
      // pays fee 2.52725 -> 2.53 and tax 0.4048 -> 0.41: converted 502.51 / 1.005 - 0.0116 = 499.99835 < 500.
      // 505.46: fee 2.53, tax 0.41, converted 502.52 / 1.005 = 500.019900..., - 0.0116 = 500.0083 >= 500.
      'USDC 500 fixed on stellar, paid in USD: rounded fees push the origin one cent further',
      {
        given: {
          origin: { asset: 'USD' },
          destination: { asset: 'USDC', network: 'stellar' },
          fixedLeg: 'destination',
          amount: '500',
        },
        want: {
          origin: '505.46',
          destination: '500',
          fees: ['platform 2.53 USD tax 0.41', 'network 0.01 USDC tax 0.0016'],
          marketPrice: '0.995024875621',
          providerMarketPrice: '1',
          netPrice: '0.989197958295',
          serviceFee: '0.51 + 0.09',
          feeTier: 'fr_mx_buy_1',
          flags: inHours,
        },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(summary(priced(given))).toEqual(want);
  });
});
