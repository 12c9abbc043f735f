import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  type Given,
  inHours,
  outOfHours,
  priced,
  saturday,
  summary,
  TOP,
  type Want,
} from '../../testing/price-quote-cases.ts';

describe('priceQuote: cryptoToFiat', () => {
  const sell = {
    origin: { asset: 'USDC' as const, network: 'polygon' as const },
    destination: { asset: 'MXN' as const },
  };
  it.each<[string, { given: Given; want: Want }]>([
    [
      // sell 18.2 x 0.995 = 18.109 MXN/USDC. Sell tier 0.4 % of the origin, in USDC: 4 + 0.64.
      // Converted 995.36 x 18.109 = 18024.97424 -> 18024.97. Service fee 18.02497 -> 18.03, tax 2.8848 -> 2.89.
      'USDC 1000 fixed on polygon to MXN',
      {
        given: { ...sell, amount: '1000' },
        want: {
          origin: '1000',
          destination: '18024.97',
          fees: ['platform 4 USDC tax 0.64'],
          marketPrice: '18.109',
          providerMarketPrice: '18.2',
          netPrice: '18.02497',
          serviceFee: '18.03 + 2.89',
          feeTier: 'fr_mx_sell',
          flags: inHours,
        },
      },
    ],
    [
      // Saturday: sell 18.2 x (1 - 0.008) = 18.0544. Rates 0.4 % + 0.1 % next day, taxed: k = 0.0058.
      // Without rounding 10000 / 18.0544 / 0.9942 = 557.112856..., so at least 557.112857.
      // 557.112859: fees 2.228452 + 0.356553 + 0.557113 + 0.089139, converted 553.881602 x 18.0544 = 9999.99...
      // 557.112860: converted 553.881603 x 18.0544 = 10000.0000132 -> 10000.00 >= 10000.
      'MXN 10000 fixed, paid in USDC on a Saturday',
      {
        given: { ...sell, fixedLeg: 'destination', amount: '10000', at: saturday },
        want: {
          origin: '557.11286',
          destination: '10000',
          fees: ['platform 2.228452 USDC tax 0.356553', 'nextDaySettlement 0.557113 USDC tax 0.089139'],
          marketPrice: '18.0544',
          providerMarketPrice: '18.2',
          netPrice: '17.949684378134',
          serviceFee: '10 + 1.6',
          feeTier: 'fr_mx_sell',
          flags: outOfHours,
        },
      },
    ],
    [
      // The document's order example (GET /api/orders/{id}): sell price 17.95, platform 0.5 % = 5 USDC + 0.8 tax.
      // 994.2 x 17.95 = 17845.89 exactly; net 17.84589; service fee 17.84589 -> 17.85, tax 2.856 -> 2.86.
      'reproduces the document example: USDC 1000 to MXN 17845.89',
      {
        given: {
          ...sell,
          amount: '1000',
          rates: { fiatPerUsd: { MXN: '17.95' } },
          settings: { price: { spread: { buy: new Decimal('0.005'), sell: new Decimal(0) } } },
          feeRanges: {
            MX: {
              buy: [],
              sell: [{ min: 0, max: TOP, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_doc' }],
            },
          },
        },
        want: {
          origin: '1000',
          destination: '17845.89',
          fees: ['platform 5 USDC tax 0.8'],
          marketPrice: '17.95',
          providerMarketPrice: '17.95',
          netPrice: '17.84589',
          serviceFee: '17.85 + 2.86',
          feeTier: 'fr_doc',
          flags: inHours,
        },
      },
    ],
    [
      // Peru has no sell tiers for this user: a platform line of 0. sell 3.75 x 0.995 = 3.73125;
      // 500 x 3.73125 = 1865.625 -> 1865.62. Service fee 0.2 % = 3.7312... -> 3.74, VAT 18 % 0.6732 -> 0.68.
      'USDT 500 on solana to PEN without sell tiers',
      {
        given: {
          country: 'PE',
          origin: { asset: 'USDT', network: 'solana' },
          destination: { asset: 'PEN' },
          amount: '500',
          serviceFeeRate: 0.002,
        },
        want: {
          origin: '500',
          destination: '1865.62',
          fees: ['platform 0 USDT tax 0'],
          marketPrice: '3.73125',
          providerMarketPrice: '3.75',
          netPrice: '3.73124',
          serviceFee: '3.74 + 0.68',
          feeTier: null,
          flags: inHours,
        },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(summary(priced(given))).toEqual(want);
  });
});
