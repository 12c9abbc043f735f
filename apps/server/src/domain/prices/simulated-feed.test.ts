import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { createFixedTable } from '../../testing/fixed-table.ts';
import { FIATS, STABLECOINS } from '../assets.ts';
import { MID_FIAT_PER_USD, MID_USD_PER_EUR } from './price-source.ts';
import { createSimulatedFeed, SIMULATED_BOUNDS } from './simulated-feed.ts';

const start = Date.parse('2026-11-21T15:04:05.123Z');
const times = Array.from({ length: 300 }, (_, i) => new Date(start + i * 7_919_333));

function decimals(value: Decimal): number {
  return value.decimalPlaces();
}

describe('createSimulatedFeed', () => {
  it('gives the same rates for the same seed and time', () => {
    const at = new Date('2026-11-21T15:04:05.123Z');
    const a = createSimulatedFeed({ seed: 'sandbox' }).quote('MXN', 'USDT', at);
    const b = createSimulatedFeed({ seed: 'sandbox' }).quote('MXN', 'USDT', at);
    expect(a.fiatPerUsd.toString()).toBe(b.fiatPerUsd.toString());
    expect(a.usdPerStablecoin.toString()).toBe(b.usdPerStablecoin.toString());
  });

  it('moves with the seed and with time', () => {
    const at = new Date('2026-11-21T15:04:05.123Z');
    const rate = (seed: number, when: Date) =>
      createSimulatedFeed({ seed }).quote('MXN', 'USDC', when).fiatPerUsd.toString();
    expect(rate(1, at)).not.toBe(rate(2, at));
    expect(rate(1, at)).not.toBe(rate(1, new Date(at.getTime() + 3_600_000)));
  });

  it('changes smoothly: one second moves MXN by far less than the band', () => {
    const feed = createSimulatedFeed({ seed: 7 });
    for (const at of times) {
      const now = feed.quote('MXN', 'USDC', at).fiatPerUsd;
      const later = feed.quote('MXN', 'USDC', new Date(at.getTime() + 1000)).fiatPerUsd;
      expect(later.minus(now).abs().div(now).toNumber()).toBeLessThan(0.001);
    }
  });

  it('publishes once a second: every instant of a second has its rates, as of its start', () => {
    const second = Date.parse('2026-11-21T15:04:05.000Z');
    const rates = (ms: number) => {
      // A new feed each time, so that equal rates come from the feed's clock and not from its memory.
      const { fiatPerUsd, usdPerStablecoin, pegUsd, asOf } = createSimulatedFeed({ seed: 'ticks' }).quote(
        'MXN',
        'EURC',
        new Date(second + ms),
      );
      return { rates: [fiatPerUsd, usdPerStablecoin, pegUsd].map(String), asOf: asOf.toISOString() };
    };
    const first = rates(0);
    expect(first.asOf).toBe('2026-11-21T15:04:05.000Z');
    for (const ms of [1, 500, 999]) expect(rates(ms)).toEqual(first);
    const next = rates(1000);
    expect(next.asOf).toBe('2026-11-21T15:04:06.000Z');
    expect(next.rates).not.toEqual(first.rates);
  });

  it('keeps fiat within 1.5 % of the mid and USD at 1', () => {
    for (const seed of [1, 2, 3]) {
      const feed = createSimulatedFeed({ seed });
      for (const at of times) {
        for (const fiat of FIATS) {
          const { fiatPerUsd } = feed.quote(fiat, 'USDC', at);
          const mid = MID_FIAT_PER_USD[fiat];
          expect(fiatPerUsd.div(mid).minus(1).abs().lte(SIMULATED_BOUNDS.fiat)).toBe(true);
          expect(decimals(fiatPerUsd)).toBeLessThanOrEqual(8);
        }
        expect(feed.quote('USD', 'USDC', at).fiatPerUsd.toString()).toBe('1');
      }
    }
  });

  it('keeps each stablecoin near its peg and EUR/USD within 1 % of 1.08', () => {
    const feed = createSimulatedFeed({ seed: 'pegs' });
    const rounding = new Decimal('1e-8');
    for (const at of times) {
      for (const coin of STABLECOINS) {
        const { usdPerStablecoin, pegUsd } = feed.quote('PEN', coin, at);
        const deviation = usdPerStablecoin.div(pegUsd).minus(1).abs();
        expect(deviation.lte(SIMULATED_BOUNDS[coin].plus(rounding))).toBe(true);
        expect(decimals(usdPerStablecoin)).toBeLessThanOrEqual(8);
        if (coin === 'EURC') {
          expect(pegUsd.div(MID_USD_PER_EUR).minus(1).abs().lte(SIMULATED_BOUNDS.eurUsd)).toBe(true);
        } else {
          expect(pegUsd.toString()).toBe('1');
        }
      }
    }
  });

  it('uses the whole band over time, not just the mid', () => {
    const feed = createSimulatedFeed({ seed: 'spread' });
    const rates = times.map((at) => feed.quote('COP', 'USDC', at).fiatPerUsd.toNumber());
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(4100 * 0.005);
  });
});

describe('createFixedTable', () => {
  it('answers the mid rates with every coin on its peg by default', () => {
    const quote = createFixedTable().quote('MXN', 'EURC', new Date());
    expect([quote.fiatPerUsd, quote.usdPerStablecoin, quote.pegUsd].map(String)).toEqual([
      '18.2',
      '1.08',
      '1.08',
    ]);
  });

  it('answers the given rates', () => {
    const table = createFixedTable({ fiatPerUsd: { PEN: '3.70' }, usdPerStablecoin: { USDT: '0.998' } });
    const quote = table.quote('PEN', 'USDT', new Date());
    expect([quote.fiatPerUsd, quote.usdPerStablecoin, quote.pegUsd].map(String)).toEqual([
      '3.7',
      '0.998',
      '1',
    ]);
  });
});
