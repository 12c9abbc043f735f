import Decimal from 'decimal.js';
import type { PriceSource, ProviderQuote } from '../deps.ts';
import type { Fiat, Stablecoin } from '../domain/assets.ts';
import { MID_FIAT_PER_USD, MID_USD_PER_EUR } from '../domain/prices/price-source.ts';

export type FixedRates = {
  fiatPerUsd?: Partial<Record<Fiat, Decimal.Value>>;
  usdPerStablecoin?: Partial<Record<Stablecoin, Decimal.Value>>;
  pegUsd?: Partial<Record<Stablecoin, Decimal.Value>>;
};

const defaultPegUsd: Record<Stablecoin, Decimal.Value> = {
  USDC: 1,
  USDCe: 1,
  USDT: 1,
  EURC: MID_USD_PER_EUR,
};

/**
 * A constant table, for tests: any rate not given is the mid rate, and every stablecoin sits on its peg. Its
 * rates hold at every instant: each is as of the instant asked for.
 */
export function createFixedTable(rates: FixedRates = {}): PriceSource {
  const fiatPerUsd = { ...MID_FIAT_PER_USD, ...rates.fiatPerUsd };
  const pegUsd = { ...defaultPegUsd, ...rates.pegUsd };
  const usdPerStablecoin = { ...pegUsd, ...rates.usdPerStablecoin };
  return {
    quote(fiat: Fiat, stablecoin: Stablecoin, at: Date): ProviderQuote {
      return {
        fiatPerUsd: new Decimal(fiatPerUsd[fiat]),
        usdPerStablecoin: new Decimal(usdPerStablecoin[stablecoin]),
        pegUsd: new Decimal(pegUsd[stablecoin]),
        asOf: at,
      };
    },
  };
}
