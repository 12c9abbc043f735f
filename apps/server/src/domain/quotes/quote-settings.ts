import type Decimal from 'decimal.js';
import { FIATS, type Fiat, NETWORKS, type Network } from '../assets.ts';
import { MID_FIAT_PER_USD } from '../prices/price-source.ts';
import { defaultPriceSettings, type PriceSettings } from '../prices/service-price.ts';
import { exact } from './exact-decimal.ts';
import type { QuoteSettingsOverrides } from './quote-types.ts';

export type QuoteSettings = {
  networkFee: Readonly<Record<Network, Decimal>>;
  minimumOrder: Readonly<Record<Fiat, Decimal>>;
  price: PriceSettings;
};

const MINIMUM_ORDER_USD = 10;

export const defaultQuoteSettings: Readonly<QuoteSettings> = {
  networkFee: {
    ethereum: exact('2.5'),
    polygon: exact('0.05'),
    solana: exact('0.02'),
    stellar: exact('0.01'),
    base: exact('0.05'),
    tempo: exact('0.01'),
    tron: exact('1.5'),
    bsc: exact('0.1'),
  },
  // A fixed table at the mid rates rather than a live conversion, so the minimum does not move with the feed.
  minimumOrder: {
    USD: exact(MINIMUM_ORDER_USD),
    MXN: exact(MID_FIAT_PER_USD.MXN).mul(MINIMUM_ORDER_USD),
    PEN: exact(MID_FIAT_PER_USD.PEN).mul(MINIMUM_ORDER_USD),
    COP: exact(MID_FIAT_PER_USD.COP).mul(MINIMUM_ORDER_USD),
  },
  price: defaultPriceSettings,
};

function merge<K extends string>(
  keys: readonly K[],
  defaults: Readonly<Record<K, Decimal>>,
  overrides: Partial<Record<K, Decimal.Value>> = {},
): Record<K, Decimal> {
  const merged: Record<K, Decimal> = { ...defaults };
  for (const key of keys) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = exact(value);
  }
  return merged;
}

export function resolveQuoteSettings(overrides: QuoteSettingsOverrides = {}): QuoteSettings {
  return {
    networkFee: merge(NETWORKS, defaultQuoteSettings.networkFee, overrides.networkFee),
    minimumOrder: merge(FIATS, defaultQuoteSettings.minimumOrder, overrides.minimumOrder),
    price: { ...defaultQuoteSettings.price, ...overrides.price },
  };
}
