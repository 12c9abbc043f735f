import Decimal from 'decimal.js';
import type { PriceSource } from '../../deps.ts';
import { type Country, countryAcceptsFiat, type Fiat, type Stablecoin, timeZoneOf } from '../assets.ts';
import { localClock } from '../local-time.ts';

/** `buy`: the customer buys the stablecoin with fiat; `sell`: the customer sells it for fiat. */
export type Side = 'buy' | 'sell';

export type PriceSettings = {
  spread: Readonly<Record<Side, Decimal>>;
  afterHoursFee: Decimal;
  /** A stablecoin further than this from its peg widens the price by its whole deviation. */
  pegTolerance: Decimal;
  /** Local banking hours, weekdays, [openHour, closeHour). */
  openHour: number;
  closeHour: number;
};

export const defaultPriceSettings: Readonly<PriceSettings> = {
  spread: { buy: new Decimal('0.005'), sell: new Decimal('0.005') },
  afterHoursFee: new Decimal('0.003'),
  pegTolerance: new Decimal('0.001'),
  openHour: 9,
  closeHour: 17,
};

export const PRICE_DECIMALS = 6;

// Products of 8-decimal rates can exceed the default 20 significant digits; rounding them early could move a
// price across a 6-decimal boundary before the directed rounding below.
const Exact = Decimal.clone({ precision: 60 });

export type SpotPriceInput = {
  source: PriceSource;
  side: Side;
  fiat: Fiat;
  stablecoin: Stablecoin;
  country: Country;
  at: Date;
  settings?: Partial<PriceSettings>;
};

export type SpotPrice = {
  /** Fiat per one stablecoin unit, as the provider quotes it. */
  providerMarketPrice: Decimal;
  /** Fiat per one stablecoin unit after spread, after-hours fee and peg adjustment. */
  serviceMarketPrice: Decimal;
  afterHours: boolean;
  /** The relative markup applied to the provider price (spread + after-hours fee + peg adjustment). */
  markup: Decimal;
  /** When the provider published the rate the prices are built from. */
  asOf: Date;
};

/** Past the country's banking day: a weekend, or a weekday from its close (before its opening is not). */
export function isPastBankingDay(
  country: Country,
  at: Date,
  settings: Pick<PriceSettings, 'closeHour'> = defaultPriceSettings,
): boolean {
  const { weekday, hour } = localClock(at, timeZoneOf(country));
  return weekday === 0 || weekday === 6 || hour >= settings.closeHour;
}

/** Weekdays within the country's local banking hours. Public holidays are not modelled. */
export function isBankingHours(
  country: Country,
  at: Date,
  settings: Pick<PriceSettings, 'openHour' | 'closeHour'> = defaultPriceSettings,
): boolean {
  const { weekday, hour } = localClock(at, timeZoneOf(country));
  if (weekday === 0 || weekday === 6) return false;
  return hour >= settings.openHour && hour < settings.closeHour;
}

/**
 * Callers check `countryAcceptsFiat` first and answer a 4xx; reaching here with a foreign fiat is a bug.
 */
export function spotPrice(input: SpotPriceInput): SpotPrice {
  const { source, side, fiat, stablecoin, country, at } = input;
  if (!countryAcceptsFiat(country, fiat)) {
    throw new RangeError(`${country} does not accept ${fiat}`);
  }
  const settings: PriceSettings = { ...defaultPriceSettings, ...input.settings };
  const { fiatPerUsd, usdPerStablecoin, pegUsd, asOf } = source.quote(fiat, stablecoin, at);
  const provider = new Exact(fiatPerUsd).mul(usdPerStablecoin);

  const afterHours = !isBankingHours(country, at, settings);
  const pegDeviation = new Exact(usdPerStablecoin).div(pegUsd).minus(1).abs();
  let markup = new Exact(settings.spread[side]);
  if (afterHours) markup = markup.plus(settings.afterHoursFee);
  if (pegDeviation.gt(settings.pegTolerance)) markup = markup.plus(pegDeviation);

  // Buy rounds up and sell rounds down, so rounding never narrows the spread: buy >= provider >= sell.
  const serviceMarketPrice =
    side === 'buy'
      ? provider.mul(markup.plus(1)).toDecimalPlaces(PRICE_DECIMALS, Decimal.ROUND_CEIL)
      : provider.mul(new Exact(1).minus(markup)).toDecimalPlaces(PRICE_DECIMALS, Decimal.ROUND_FLOOR);

  return {
    providerMarketPrice: new Decimal(provider.toDecimalPlaces(PRICE_DECIMALS)),
    serviceMarketPrice: new Decimal(serviceMarketPrice),
    afterHours,
    markup: new Decimal(markup),
    asOf,
  };
}
