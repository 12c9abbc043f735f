import { type Asset, isFiat, isStablecoin } from '../assets.ts';
import type { Side } from '../prices/service-price.ts';
import type { Flow } from './quote-types.ts';

/** `null` for fiat to fiat, the one combination of assets without a flow. */
export function flowOf(origin: Asset, destination: Asset): Flow | null {
  if (isFiat(origin) && isStablecoin(destination)) return 'fiatToCrypto';
  if (isStablecoin(origin) && isFiat(destination)) return 'cryptoToFiat';
  if (isStablecoin(origin) && isStablecoin(destination)) return 'cryptoToCrypto';
  return null;
}

/** The order's side, as the export filter and the spot price name it; cryptoToCrypto has none. */
export function sideOf(flow: Flow): Side | null {
  if (flow === 'fiatToCrypto') return 'buy';
  if (flow === 'cryptoToFiat') return 'sell';
  return null;
}

/** Whose fee tiers and 30-day volume apply: the document gives cryptoToCrypto the `buy` tiers (FeeType). */
export function feeSideOf(flow: Flow): Side {
  return sideOf(flow) ?? 'buy';
}
