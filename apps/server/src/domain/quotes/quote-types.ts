import type { components } from '@cambio/contract';
import type Decimal from 'decimal.js';
import type { PriceSource } from '../../deps.ts';
import type { Asset, Country, Fiat, Network } from '../assets.ts';
import type { PriceSettings, Side } from '../prices/service-price.ts';

type Schemas = components['schemas'];

export type Flow = Schemas['OrderFlow'];
export type FixedLeg = Schemas['FixedLeg'];
export type FeeType = Schemas['FeeType'];
export type FeeRange = Schemas['FeeRange'];
export type FeeRangesBySide = Schemas['FeeRangesBySide'];

export type LegRequest = { asset: Asset; network?: Network };

export type QuoteSettingsOverrides = {
  /** Gas of a payout transfer, per network, in the destination stablecoin. */
  networkFee?: Partial<Record<Network, Decimal.Value>>;
  /** Smallest order per fiat, as the origin's value at the service price (USD for cryptoToCrypto). */
  minimumOrder?: Partial<Record<Fiat, Decimal.Value>>;
  /** Spread, after-hours fee, peg tolerance and banking hours, as for the spot price. */
  price?: Partial<PriceSettings>;
};

export type QuoteInput = {
  country: Country;
  origin: LegRequest;
  destination: LegRequest;
  fixedLeg: FixedLeg;
  /** The fixed leg's amount, in its asset. */
  amount: Decimal;
  at: Date;
  source: PriceSource;
  /** The user's `platformFeeRanges`; a country without an entry has no tiers. */
  feeRanges: Partial<Record<Country, FeeRangesBySide>>;
  /** The user's 30-day volume in USD for the country and `feeSideOf(flow)`. */
  volumeUsd: Decimal;
  /** `user.serviceFee[country][side]`; only informational, ignored for cryptoToCrypto. */
  serviceFeeRate: number;
  settings?: QuoteSettingsOverrides;
};

export type PricedLeg = { asset: Asset; network?: Network; amount: Decimal; country: Country };

/** `amount` and `tax` in `asset`, rounded up to its scale. */
export type FeeLine = { type: FeeType; amount: Decimal; asset: Asset; tax: Decimal };

export type PricedQuote = {
  flow: Flow;
  /** The order's side; `null` for cryptoToCrypto, which has none (its fee tiers are the `buy` ones). */
  side: Side | null;
  fixedLeg: FixedLeg;
  country: Country;
  origin: PricedLeg;
  destination: PricedLeg;
  /** Destination units per origin unit at the service price, before fees; 12 decimals, rounded down. */
  marketPrice: Decimal;
  /** The same from the provider's rate. */
  providerMarketPrice: Decimal;
  /** `destination.amount / origin.amount`; 12 decimals, rounded down. */
  netPrice: Decimal;
  fees: FeeLine[];
  informationalFees: { serviceFeeFiat: Decimal; serviceFeeFiatTax: Decimal };
  /** `_id` of the chosen `FeeRange`; `null` when no tier covers the volume (no platform fee then). */
  feeTier: string | null;
  /** The after-hours fee is in the price (never for cryptoToCrypto). */
  afterHours: boolean;
  /** The fiat leg settles the next business day; a `nextDaySettlement` line is present. */
  nextDaySettlement: boolean;
  /**
   * The exact conversion behind the amounts: `amount` is the origin left after the origin-asset fees and
   * taxes; it converts as `amount x originUnitValue / destinationUnitValue` (each leg's unit in the fiat, or
   * in USD for cryptoToCrypto).
   */
  conversion: { amount: Decimal; originUnitValue: Decimal; destinationUnitValue: Decimal };
};
