import Decimal from 'decimal.js';
import type { PriceSource, ProviderQuote } from '../../deps.ts';
import type { Fiat, Stablecoin } from '../assets.ts';
import { MID_FIAT_PER_USD, MID_USD_PER_EUR, RATE_DECIMALS } from './price-source.ts';

/** Largest relative distance from the mid rate (fiat, EUR/USD) or from the peg (stablecoins). */
export const SIMULATED_BOUNDS = {
  fiat: new Decimal('0.015'),
  eurUsd: new Decimal('0.01'),
  USDC: new Decimal('0.0005'),
  USDCe: new Decimal('0.001'),
  USDT: new Decimal('0.0015'),
  EURC: new Decimal('0.001'),
} as const;

// Slow steps weigh most, so the walk drifts over days and only jitters from minute to minute.
const octaves = [
  { periodMs: 86_400_000, weight: new Decimal('0.5') },
  { periodMs: 3_600_000, weight: new Decimal('0.3') },
  { periodMs: 60_000, weight: new Decimal('0.2') },
] as const;

const TWO_POW_32 = new Decimal(2).pow(32);

/** FNV-1a followed by the murmur3 finaliser: cheap, dependency-free, and good enough to spread steps. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function lattice(seed: string, symbol: string, octave: number, n: number): Decimal {
  return new Decimal(hash32(`${seed}|${symbol}|${octave}|${n}`)).div(TWO_POW_32).mul(2).minus(1);
}

/** Value noise in [-1, 1), smooth in time, the same for the same seed, symbol and instant. */
export function noise(seed: string, symbol: string, at: Date): Decimal {
  const t = at.getTime();
  let sum = new Decimal(0);
  for (const [octave, { periodMs, weight }] of octaves.entries()) {
    const step = Math.floor(t / periodMs);
    const f = new Decimal(t - step * periodMs).div(periodMs);
    const eased = f.mul(f).mul(new Decimal(3).minus(f.mul(2)));
    const a = lattice(seed, symbol, octave, step);
    const rise = lattice(seed, symbol, octave, step + 1).minus(a);
    sum = sum.plus(a.plus(rise.mul(eased)).mul(weight));
  }
  return sum;
}

function walk(mid: Decimal, bound: Decimal, seed: string, symbol: string, at: Date): Decimal {
  return mid.mul(bound.mul(noise(seed, symbol, at)).plus(1)).toDecimalPlaces(RATE_DECIMALS);
}

/** The simulated provider publishes its rates once a second, as a feed does (not at every instant). */
const SIMULATED_TICK_MS = 1000;

/** The sandbox's default source: deterministic for a seed and an instant, bounded around fixed mids. */
export function createSimulatedFeed({ seed }: { seed: string | number }): PriceSource {
  const s = String(seed);
  // The rates of the current tick per pair, forgotten when it passes: the one cache of prices.
  let current = { tick: Number.NaN, quotes: new Map<string, ProviderQuote>() };
  return {
    quote(fiat: Fiat, stablecoin: Stablecoin, at: Date): ProviderQuote {
      const tick = Math.floor(at.getTime() / SIMULATED_TICK_MS) * SIMULATED_TICK_MS;
      if (current.tick !== tick) current = { tick, quotes: new Map() };
      const key = `${fiat}|${stablecoin}`;
      const known = current.quotes.get(key);
      if (known) return known;
      const asOf = new Date(tick);
      const fiatPerUsd =
        fiat === 'USD' ? new Decimal(1) : walk(MID_FIAT_PER_USD[fiat], SIMULATED_BOUNDS.fiat, s, fiat, asOf);
      const pegUsd =
        stablecoin === 'EURC'
          ? walk(MID_USD_PER_EUR, SIMULATED_BOUNDS.eurUsd, s, 'EURUSD', asOf)
          : new Decimal(1);
      const usdPerStablecoin = walk(pegUsd, SIMULATED_BOUNDS[stablecoin], s, stablecoin, asOf);
      const quote = { fiatPerUsd, usdPerStablecoin, pegUsd, asOf };
      current.quotes.set(key, quote);
      return quote;
    },
  };
}
