import Decimal from 'decimal.js';
import type { PriceSource } from '../../deps.ts';
import type { Fiat } from '../assets.ts';

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
