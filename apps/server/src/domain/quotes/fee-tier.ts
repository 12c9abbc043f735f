import type Decimal from 'decimal.js';
import { exact } from './exact-decimal.ts';
import type { FeeRange } from './quote-types.ts';

/** The first tier whose `[min, max)` holds the volume; none (no tiers, or a gap) means no platform fee. */
export function pickFeeTier(tiers: readonly FeeRange[], volumeUsd: Decimal): FeeRange | null {
  const volume = exact(volumeUsd);
  return tiers.find((tier) => volume.gte(exact(tier.min)) && volume.lt(exact(tier.max))) ?? null;
}
