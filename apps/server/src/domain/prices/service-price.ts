import Decimal from 'decimal.js';
import { remember } from '../../bounded-memory.ts';
import type { PriceSource } from '../../deps.ts';
import { type Country, countryAcceptsFiat, type Fiat, type Stablecoin, timeZoneOf } from '../assets.ts';

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

const formatters = new Map<string, Intl.DateTimeFormat>();
const quarterHourMs = 15 * 60 * 1000;
const clocks = new Map<string, { weekday: string; hour: number }>();

/**
 * Formatting a date in a time zone is costly and every price needs it: the answer is kept per zone and
 * quarter hour, which it cannot change within (UTC offsets, and the instants they change at, fall on
 * quarter hours).
 */
function localClock(timeZone: string, at: Date): { weekday: string; hour: number } {
  const key = `${timeZone}|${Math.floor(at.getTime() / quarterHourMs)}`;
  let clock = clocks.get(key);
  if (clock === undefined) {
    clock = formatLocalClock(timeZone, at);
    remember(clocks, key, clock, 256);
  }
  return clock;
}

function formatLocalClock(timeZone: string, at: Date): { weekday: string; hour: number } {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return { weekday, hour };
}

/** Past the country's banking day: a weekend, or a weekday from its close (before its opening is not). */
export function isPastBankingDay(
  country: Country,
  at: Date,
  settings: Pick<PriceSettings, 'closeHour'> = defaultPriceSettings,
): boolean {
  const { weekday, hour } = localClock(timeZoneOf(country), at);
  return weekday === 'Sat' || weekday === 'Sun' || hour >= settings.closeHour;
}

/** Weekdays within the country's local banking hours. Public holidays are not modelled. */
export function isBankingHours(
  country: Country,
  at: Date,
  settings: Pick<PriceSettings, 'openHour' | 'closeHour'> = defaultPriceSettings,
): boolean {
  const { weekday, hour } = localClock(timeZoneOf(country), at);
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  return hour >= settings.openHour && hour < settings.closeHour;
}

/**
 * Under load many requests ask for the same prices within one millisecond: the answers of the latest instant
 * are kept per source (a price is a function of the source, the pair, the side and the instant).
 */
const latest = new WeakMap<PriceSource, { at: number; prices: Map<string, SpotPrice> }>();

/**
 * Callers check `countryAcceptsFiat` first and answer a 4xx; reaching here with a foreign fiat is a bug.
 */
export function spotPrice(input: SpotPriceInput): SpotPrice {
  if (input.settings) return priceNow(input);
  const at = input.at.getTime();
  let kept = latest.get(input.source);
  if (kept?.at !== at) {
    kept = { at, prices: new Map() };
    latest.set(input.source, kept);
  }
  const key = `${input.side}|${input.fiat}|${input.stablecoin}|${input.country}`;
  let price = kept.prices.get(key);
  if (price === undefined) {
    price = Object.freeze(priceNow(input));
    kept.prices.set(key, price);
  }
  return price;
}

function priceNow(input: SpotPriceInput): SpotPrice {
  const { source, side, fiat, stablecoin, country, at } = input;
  if (!countryAcceptsFiat(country, fiat)) {
    throw new RangeError(`${country} does not accept ${fiat}`);
  }
  // Object.assign rather than spreads (docs/performance.md, spreads on hot paths).
  const settings: PriceSettings = Object.assign({}, defaultPriceSettings, input.settings);
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
