import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { pickFeeTier } from './fee-tier.ts';
import { feeSideOf, flowOf, sideOf } from './quote-flow.ts';
import type { FeeRange } from './quote-types.ts';

const tiers: FeeRange[] = [
  { min: 0, max: 10_000, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_1' },
  { min: 10_000, max: 50_000.5, fee: 0.004, nextDaySettlementFee: 0.001, _id: 'fr_2' },
  { min: 60_000, max: 1_000_000_000_000, fee: 0.003, nextDaySettlementFee: 0, _id: 'fr_3' },
];

describe('pickFeeTier', () => {
  it.each<[string, { given: string; want: string | null }]>([
    ['no volume: the first tier', { given: '0', want: 'fr_1' }],
    ['just under a bound', { given: '9999.99', want: 'fr_1' }],
    ['min is inclusive', { given: '10000', want: 'fr_2' }],
    ['max is exclusive, with decimals', { given: '50000.5', want: null }],
    ['a gap between tiers: no tier', { given: '55000', want: null }],
    ['the top tier', { given: '123456789.12', want: 'fr_3' }],
  ])('%s', (_name, { given, want }) => {
    expect(pickFeeTier(tiers, new Decimal(given))?._id ?? null).toBe(want);
  });

  it('has nothing to pick without tiers', () => {
    expect(pickFeeTier([], new Decimal(0))).toBeNull();
  });
});

describe('flows', () => {
  it.each([
    ['MXN', 'USDC', 'fiatToCrypto', 'buy', 'buy'],
    ['EURC', 'COP', 'cryptoToFiat', 'sell', 'sell'],
    ['USDT', 'USDC', 'cryptoToCrypto', null, 'buy'],
  ] as const)('%s to %s is %s', (origin, destination, flow, side, feeSide) => {
    expect(flowOf(origin, destination)).toBe(flow);
    expect(sideOf(flow)).toBe(side);
    expect(feeSideOf(flow)).toBe(feeSide);
  });

  it('has no flow for fiat to fiat', () => {
    expect(flowOf('USD', 'MXN')).toBeNull();
  });
});
