import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Country } from '../assets.ts';
import { createFixedTable, type FixedRates } from '../prices/fixed-table.ts';
import { priceQuote } from './price-quote.ts';
import { isRejection, type QuoteRejection } from './quote-rejection.ts';
import type { FeeRangesBySide, PricedQuote, QuoteInput } from './quote-types.ts';

// 2026-11-23 is a Monday: 18:00Z is 12:00 in Mexico City, 13:00 in Lima and Bogota (banking hours).
// 2026-11-28 is a Saturday: outside banking hours everywhere (after-hours fee, next-day settlement).
const monday = new Date('2026-11-23T18:00:00Z');
const saturday = new Date('2026-11-28T18:00:00Z');
const TOP = 1_000_000_000_000;

const feeRanges: Partial<Record<Country, FeeRangesBySide>> = {
  MX: {
    buy: [
      { min: 0, max: 10_000, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_mx_buy_1' },
      { min: 10_000, max: TOP, fee: 0.003, nextDaySettlementFee: 0.0005, _id: 'fr_mx_buy_2' },
    ],
    sell: [{ min: 0, max: TOP, fee: 0.004, nextDaySettlementFee: 0.001, _id: 'fr_mx_sell' }],
  },
  PE: { buy: [{ min: 0, max: TOP, fee: 0.006, nextDaySettlementFee: 0.002, _id: 'fr_pe_buy' }], sell: [] },
  CO: {
    buy: [{ min: 0, max: TOP, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_co_buy' }],
    sell: [{ min: 0, max: TOP, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_co_sell' }],
  },
};

type Given = Partial<Omit<QuoteInput, 'amount' | 'source' | 'volumeUsd'>> & {
  amount: string;
  rates?: FixedRates;
  volumeUsd?: string;
};

function quote(given: Given): PricedQuote | QuoteRejection {
  const { amount, rates, volumeUsd, ...rest } = given;
  return priceQuote({
    country: 'MX',
    origin: { asset: 'MXN' },
    destination: { asset: 'USDC', network: 'polygon' },
    fixedLeg: 'origin',
    at: monday,
    feeRanges,
    serviceFeeRate: 0.001,
    ...rest,
    amount: new Decimal(amount),
    volumeUsd: new Decimal(volumeUsd ?? 0),
    source: createFixedTable(rates),
  });
}

function priced(given: Given): PricedQuote {
  const result = quote(given);
  if (isRejection(result)) throw new Error(`rejected: ${result.field} ${result.message}`);
  return result;
}

function summary(result: PricedQuote) {
  return {
    origin: result.origin.amount.toString(),
    destination: result.destination.amount.toString(),
    fees: result.fees.map((fee) => `${fee.type} ${fee.amount} ${fee.asset} tax ${fee.tax}`),
    marketPrice: result.marketPrice.toString(),
    providerMarketPrice: result.providerMarketPrice.toString(),
    netPrice: result.netPrice.toString(),
    serviceFee: `${result.informationalFees.serviceFeeFiat} + ${result.informationalFees.serviceFeeFiatTax}`,
    feeTier: result.feeTier,
    flags: { afterHours: result.afterHours, nextDaySettlement: result.nextDaySettlement },
  };
}

type Want = ReturnType<typeof summary>;
const inHours = { afterHours: false, nextDaySettlement: false };
const outOfHours = { afterHours: true, nextDaySettlement: true };

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

describe('priceQuote: rejections', () => {
  it.each<[string, { given: Given; want: Omit<QuoteRejection, 'rejected' | 'message'> }]>([
    [
      'fiat to fiat',
      {
        given: { destination: { asset: 'USD' }, amount: '100' },
        want: { code: 'unsupportedAssetPair', field: 'body.destination.asset' },
      },
    ],
    [
      'a fiat of another country',
      {
        given: { country: 'CO', amount: '1000' },
        want: { code: 'unsupportedAssetPair', field: 'body.origin.asset' },
      },
    ],
    [
      'a stablecoin on a network it is not on',
      {
        given: { destination: { asset: 'USDCe', network: 'ethereum' }, amount: '1000' },
        want: { code: 'unsupportedAssetPair', field: 'body.destination.network' },
      },
    ],
    [
      'the same asset and network on both legs',
      {
        given: {
          origin: { asset: 'USDT', network: 'tron' },
          destination: { asset: 'USDT', network: 'tron' },
          amount: '100',
        },
        want: { code: 'unsupportedAssetPair', field: 'body.destination' },
      },
    ],
    [
      'no network on a stablecoin leg',
      {
        given: { destination: { asset: 'USDC' }, amount: '1000' },
        want: { code: 'invalidRequest', field: 'body.destination.network' },
      },
    ],
    [
      'a network on a fiat leg',
      {
        given: { origin: { asset: 'MXN', network: 'polygon' }, amount: '1000' },
        want: { code: 'invalidRequest', field: 'body.origin.network' },
      },
    ],
    [
      'a zero amount',
      { given: { amount: '0' }, want: { code: 'invalidRequest', field: 'body.origin.amount' } },
    ],
    [
      'a negative amount',
      {
        given: { amount: '-5', fixedLeg: 'destination' },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    [
      '3 decimals of MXN',
      { given: { amount: '1000.001' }, want: { code: 'invalidRequest', field: 'body.origin.amount' } },
    ],
    [
      '7 decimals of USDC',
      {
        given: { amount: '100.0000001', fixedLeg: 'destination' },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    // The minimum is 10 USD at the mid rate: 182 MXN.
    [
      'below the minimum order',
      { given: { amount: '181.99' }, want: { code: 'invalidRequest', field: 'body.origin.amount' } },
    ],
    [
      'a fixed destination whose origin is below the minimum',
      {
        given: { amount: '9.5', fixedLeg: 'destination' },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    [
      'fees that take the whole origin',
      {
        given: {
          amount: '1000',
          feeRanges: {
            MX: { buy: [{ min: 0, max: TOP, fee: 0.9, nextDaySettlementFee: 0, _id: 'fr_x' }], sell: [] },
          },
        },
        want: { code: 'invalidRequest', field: 'body.origin.amount' },
      },
    ],
    [
      'fee rates that no origin can cover',
      {
        given: {
          amount: '1000',
          fixedLeg: 'destination',
          feeRanges: {
            MX: { buy: [{ min: 0, max: TOP, fee: 0.9, nextDaySettlementFee: 0, _id: 'fr_x' }], sell: [] },
          },
        },
        want: { code: 'invalidRequest', field: 'body.destination.amount' },
      },
    ],
    [
      'an ethereum payout smaller than its gas',
      {
        given: {
          origin: { asset: 'USD' },
          destination: { asset: 'USDC', network: 'ethereum' },
          amount: '10',
          settings: { networkFee: { ethereum: 20 } },
        },
        want: { code: 'invalidRequest', field: 'body.origin.amount' },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const result = quote(given);
    expect(isRejection(result)).toBe(true);
    expect(result).toMatchObject({ rejected: true, ...want });
    expect((result as QuoteRejection).message.length).toBeGreaterThan(5);
  });

  it('says why, after the field', () => {
    expect(quote({ country: 'CO', amount: '1000' })).toEqual({
      rejected: true,
      code: 'unsupportedAssetPair',
      field: 'body.origin.asset',
      message: 'is MXN, not a currency of CO (COP, USD)',
    });
    expect(quote({ amount: '100' })).toMatchObject({
      message: 'gives an order below the minimum of 182 MXN',
    });
  });

  it('accepts exactly the minimum, and a lower minimum from the settings', () => {
    expect(isRejection(quote({ amount: '182' }))).toBe(false);
    expect(isRejection(quote({ amount: '100', settings: { minimumOrder: { MXN: 50 } } }))).toBe(false);
  });
});
