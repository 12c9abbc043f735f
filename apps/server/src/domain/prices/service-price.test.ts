import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { PriceSource } from '../../deps.ts';
import { createFixedTable } from '../../testing/fixed-table.ts';
import { type Country, countries, type Fiat, STABLECOINS, type Stablecoin } from '../assets.ts';
import {
  defaultPriceSettings,
  isBankingHours,
  type PriceSettings,
  type Side,
  spotPrice,
} from './service-price.ts';
import { createSimulatedFeed } from './simulated-feed.ts';

// 2026-11-23 is a Monday, 2026-11-28 a Saturday. Mexico City is UTC-6 all year; Lima and Bogota UTC-5.
describe('isBankingHours', () => {
  it.each<[string, { given: [Country, string]; want: boolean }]>([
    ['MX Monday 08:59 local', { given: ['MX', '2026-11-23T14:59:00Z'], want: false }],
    ['MX Monday 09:00 local', { given: ['MX', '2026-11-23T15:00:00Z'], want: true }],
    ['MX Monday 16:59 local', { given: ['MX', '2026-11-23T22:59:59Z'], want: true }],
    ['MX Monday 17:00 local', { given: ['MX', '2026-11-23T23:00:00Z'], want: false }],
    ['MX Saturday 12:00 local', { given: ['MX', '2026-11-28T18:00:00Z'], want: false }],
    ['MX Sunday 12:00 local', { given: ['MX', '2026-11-29T18:00:00Z'], want: false }],
    ['MX in July, no DST: 08:59 local', { given: ['MX', '2026-07-13T14:59:00Z'], want: false }],
    ['MX in July, no DST: 09:00 local', { given: ['MX', '2026-07-13T15:00:00Z'], want: true }],
    ['MX Friday 16:59 local is Friday 22:59 UTC', { given: ['MX', '2026-11-27T22:59:00Z'], want: true }],
    ['PE Monday 08:59 local', { given: ['PE', '2026-11-23T13:59:00Z'], want: false }],
    ['PE Monday 09:00 local', { given: ['PE', '2026-11-23T14:00:00Z'], want: true }],
    ['PE Monday 16:59 local', { given: ['PE', '2026-11-23T21:59:00Z'], want: true }],
    ['PE Monday 17:00 local', { given: ['PE', '2026-11-23T22:00:00Z'], want: false }],
    ['PE in July 09:00 local', { given: ['PE', '2026-07-13T14:00:00Z'], want: true }],
    ['CO Monday 08:59 local', { given: ['CO', '2026-11-23T13:59:00Z'], want: false }],
    ['CO Monday 09:00 local', { given: ['CO', '2026-11-23T14:00:00Z'], want: true }],
    ['CO Monday 17:00 local', { given: ['CO', '2026-11-23T22:00:00Z'], want: false }],
    ['CO Saturday 10:00 local', { given: ['CO', '2026-11-28T15:00:00Z'], want: false }],
    ['CO Saturday 00:30 UTC is Friday 19:30 local', { given: ['CO', '2026-11-28T00:30:00Z'], want: false }],
    ['MX Monday 00:00 local (hour 0, not 24)', { given: ['MX', '2026-11-23T06:00:00Z'], want: false }],
  ])('%s', (_name, { given: [country, at], want }) => {
    expect(isBankingHours(country, new Date(at))).toBe(want);
  });
});

const mondayNoonMx = new Date('2026-11-23T18:00:00Z');
const saturdayNoonMx = new Date('2026-11-28T18:00:00Z');

type Case = {
  given: {
    side: Side;
    fiat?: Fiat;
    stablecoin?: Stablecoin;
    at?: Date;
    rates?: Parameters<typeof createFixedTable>[0];
    settings?: Partial<PriceSettings>;
  };
  want: { provider: string; service: string; afterHours: boolean };
};

describe('spotPrice', () => {
  it.each<[string, Case]>([
    [
      'buy adds the 0.5 % spread',
      { given: { side: 'buy' }, want: { provider: '18.2', service: '18.291', afterHours: false } },
    ],
    [
      'sell takes the 0.5 % spread off',
      { given: { side: 'sell' }, want: { provider: '18.2', service: '18.109', afterHours: false } },
    ],
    [
      'buy after hours adds 0.3 % more',
      {
        given: { side: 'buy', at: saturdayNoonMx },
        want: { provider: '18.2', service: '18.3456', afterHours: true },
      },
    ],
    [
      'sell after hours takes 0.3 % more off',
      {
        given: { side: 'sell', at: saturdayNoonMx },
        want: { provider: '18.2', service: '18.0544', afterHours: true },
      },
    ],
    [
      'USDT 0.2 % off peg widens buy by 0.2 %, rounded up',
      {
        given: { side: 'buy', stablecoin: 'USDT', rates: { usdPerStablecoin: { USDT: '0.998' } } },
        want: { provider: '18.1636', service: '18.290746', afterHours: false },
      },
    ],
    [
      'USDT 0.2 % off peg widens sell by 0.2 %, rounded down',
      {
        given: { side: 'sell', stablecoin: 'USDT', rates: { usdPerStablecoin: { USDT: '0.998' } } },
        want: { provider: '18.1636', service: '18.036454', afterHours: false },
      },
    ],
    [
      'USDT 0.05 % off peg is tolerated',
      {
        given: { side: 'buy', stablecoin: 'USDT', rates: { usdPerStablecoin: { USDT: '0.9995' } } },
        want: { provider: '18.1909', service: '18.281855', afterHours: false },
      },
    ],
    [
      'USDC above peg by 0.2 % also widens',
      {
        given: { side: 'sell', rates: { usdPerStablecoin: { USDC: '1.002' } } },
        want: { provider: '18.2364', service: '18.108745', afterHours: false },
      },
    ],
    [
      'EURC on its EUR/USD peg: no adjustment',
      {
        given: { side: 'buy', fiat: 'USD', stablecoin: 'EURC' },
        want: { provider: '1.08', service: '1.0854', afterHours: false },
      },
    ],
    [
      'EURC 0.25 % under the EUR/USD peg widens',
      {
        given: {
          side: 'buy',
          fiat: 'USD',
          stablecoin: 'EURC',
          rates: { usdPerStablecoin: { EURC: '1.0773' } },
        },
        want: { provider: '1.0773', service: '1.08538', afterHours: false },
      },
    ],
    [
      'custom settings: one-sided spread, no after-hours fee',
      {
        given: {
          side: 'sell',
          at: saturdayNoonMx,
          settings: {
            spread: { buy: new Decimal('0.01'), sell: new Decimal(0) },
            afterHoursFee: new Decimal(0),
          },
        },
        want: { provider: '18.2', service: '18.2', afterHours: true },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    const price = spotPrice({
      source: createFixedTable(given.rates),
      side: given.side,
      fiat: given.fiat ?? 'MXN',
      stablecoin: given.stablecoin ?? 'USDC',
      country: 'MX',
      at: given.at ?? mondayNoonMx,
      settings: given.settings,
    });
    expect({
      provider: price.providerMarketPrice.toString(),
      service: price.serviceMarketPrice.toString(),
      afterHours: price.afterHours,
    }).toEqual(want);
  });

  it('rounds to 6 decimals: buy up, sell down', () => {
    const source = createFixedTable({
      fiatPerUsd: { COP: '4100.12345678' },
      usdPerStablecoin: { USDC: '1.00012345' },
    });
    const price = (side: Side) =>
      spotPrice({ source, side, fiat: 'COP', stablecoin: 'USDC', country: 'CO', at: mondayNoonMx });
    // provider 4100.629617020739491; buy x1.005 = 4121.13276510..., sell x0.995 = 4080.12646893...
    expect(price('buy').serviceMarketPrice.toString()).toBe('4121.132766');
    expect(price('sell').serviceMarketPrice.toString()).toBe('4080.126468');
    expect(price('buy').providerMarketPrice.toString()).toBe('4100.629617');
  });

  it('is as of the provider rate it is built from', () => {
    const at = new Date('2026-11-23T18:00:00.400Z');
    const price = (source: PriceSource) =>
      spotPrice({ source, side: 'buy', fiat: 'MXN', stablecoin: 'USDC', country: 'MX', at });
    expect(price(createSimulatedFeed({ seed: 'as of' })).asOf.toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(price(createFixedTable()).asOf).toEqual(at);
  });

  it('refuses a fiat the country does not use', () => {
    expect(() =>
      spotPrice({
        source: createFixedTable(),
        side: 'buy',
        fiat: 'MXN',
        stablecoin: 'USDC',
        country: 'CO',
        at: mondayNoonMx,
      }),
    ).toThrow(RangeError);
  });

  it('exports its defaults', () => {
    expect(
      [
        defaultPriceSettings.spread.buy,
        defaultPriceSettings.afterHoursFee,
        defaultPriceSettings.pegTolerance,
      ].map(String),
    ).toEqual(['0.005', '0.003', '0.001']);
  });

  it('never prices buy below provider, nor provider below sell, over many seeded moments', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    let checked = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const source = createSimulatedFeed({ seed });
      for (let i = 0; i < 60; i++) {
        const at = new Date(start + ((i * 7_777_777_777 + seed * 104_729_000) % 31_536_000_000));
        for (const [country, info] of Object.entries(countries) as [Country, (typeof countries)[Country]][]) {
          for (const fiat of info.fiats) {
            const stablecoin = STABLECOINS[(i + seed) % STABLECOINS.length] ?? 'USDC';
            const args = { source, fiat, stablecoin, country, at };
            const buy = spotPrice({ ...args, side: 'buy' });
            const sell = spotPrice({ ...args, side: 'sell' });
            expect(buy.providerMarketPrice.toString()).toBe(sell.providerMarketPrice.toString());
            expect(buy.serviceMarketPrice.gt(buy.providerMarketPrice)).toBe(true);
            expect(sell.serviceMarketPrice.lt(sell.providerMarketPrice)).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(1800);
  });
});
