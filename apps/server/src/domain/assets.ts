import { zCountry, zFiatCurrency, zNetwork, zStablecoin } from '@cambio/contract/schemas';
import Decimal from 'decimal.js';
import type { z } from 'zod';

// The document's enumerations, in its order: a currency, coin, country or network is added there.
export const FIATS = zFiatCurrency.options;
export const STABLECOINS = zStablecoin.options;
export const COUNTRIES = zCountry.options;
export const NETWORKS = zNetwork.options;

export type Fiat = z.infer<typeof zFiatCurrency>;
export type Stablecoin = z.infer<typeof zStablecoin>;
export type Asset = Fiat | Stablecoin;
export type Country = z.infer<typeof zCountry>;
export type Network = z.infer<typeof zNetwork>;

export const FIAT_SCALE = 2;
export const STABLECOIN_SCALE = 6;

export type CountryInfo = {
  /** The local currency first; USD is accepted everywhere as the second. */
  fiats: readonly Fiat[];
  timeZone: string;
  vatRate: Decimal;
};

export const countries: Readonly<Record<Country, CountryInfo>> = {
  MX: { fiats: ['MXN', 'USD'], timeZone: 'America/Mexico_City', vatRate: new Decimal('0.16') },
  PE: { fiats: ['PEN', 'USD'], timeZone: 'America/Lima', vatRate: new Decimal('0.18') },
  CO: { fiats: ['COP', 'USD'], timeZone: 'America/Bogota', vatRate: new Decimal('0.19') },
};

export const stablecoinNetworks: Readonly<Record<Stablecoin, readonly Network[]>> = {
  USDC: ['ethereum', 'polygon', 'solana', 'stellar', 'base', 'tempo'],
  USDCe: ['polygon'],
  EURC: ['ethereum', 'solana', 'stellar', 'base'],
  USDT: ['ethereum', 'polygon', 'solana', 'tron', 'bsc', 'tempo'],
};

export const EVM_NETWORKS: readonly Network[] = ['ethereum', 'polygon', 'base', 'bsc', 'tempo'];

export function isFiat(value: string): value is Fiat {
  return (FIATS as readonly string[]).includes(value);
}

export function isStablecoin(value: string): value is Stablecoin {
  return (STABLECOINS as readonly string[]).includes(value);
}

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}

export function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value);
}

export function scaleOf(asset: Asset): number {
  return isFiat(asset) ? FIAT_SCALE : STABLECOIN_SCALE;
}

export function supportsNetwork(stablecoin: Stablecoin, network: Network): boolean {
  return stablecoinNetworks[stablecoin].includes(network);
}

export function countryAcceptsFiat(country: Country, fiat: Fiat): boolean {
  return countries[country].fiats.includes(fiat);
}

export function vatRateOf(country: Country): Decimal {
  return countries[country].vatRate;
}

export function timeZoneOf(country: Country): string {
  return countries[country].timeZone;
}

// Floor and ceiling rather than towards/away from zero, so "down" never rounds a negative adjustment up.
export function roundDown(amount: Decimal, asset: Asset): Decimal {
  return amount.toDecimalPlaces(scaleOf(asset), Decimal.ROUND_FLOOR);
}

export function roundUp(amount: Decimal, asset: Asset): Decimal {
  return amount.toDecimalPlaces(scaleOf(asset), Decimal.ROUND_CEIL);
}
