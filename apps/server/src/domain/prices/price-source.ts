import Decimal from 'decimal.js';
import type { Fiat, Stablecoin } from '../assets.ts';

/** A provider's view of one fiat/stablecoin pair at one moment, both legs against USD. */
export type ProviderQuote = {
  fiatPerUsd: Decimal;
  usdPerStablecoin: Decimal;
  /** The stablecoin's nominal value in USD: 1 for USD coins, the EUR/USD rate for EURC. */
  pegUsd: Decimal;
  /** When the provider published these rates (a feed publishes at intervals, not at every instant). */
  asOf: Date;
};

export interface PriceSource {
  quote(fiat: Fiat, stablecoin: Stablecoin, at: Date): ProviderQuote;
  /**
   * A source that fetches its rates (production's feed) has them fetched when due: awaited before quoting
   * (pricesReady). It never throws; `quote` says what is wrong.
   */
  ready?(): Promise<void>;
}

/** Before a request or a job quotes: a fetching source's rates, when due. */
export function pricesReady(source: PriceSource): Promise<void> | undefined {
  return source.ready?.();
}

export const MID_FIAT_PER_USD: Readonly<Record<Fiat, Decimal>> = {
  USD: new Decimal(1),
  MXN: new Decimal('18.20'),
  PEN: new Decimal('3.75'),
  COP: new Decimal(4100),
};

export const MID_USD_PER_EUR = new Decimal('1.08');

export const RATE_DECIMALS = 8;
