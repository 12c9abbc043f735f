import Decimal from 'decimal.js';
import type { PriceSource } from '../../deps.ts';
import { type Asset, type Country, type Fiat, isFiat, isStablecoin, type Stablecoin } from '../assets.ts';
import { type PriceSettings, spotPrice } from '../prices/service-price.ts';
import { exact } from './exact-decimal.ts';
import type { Flow } from './quote-types.ts';

/** One unit of each leg valued in a common unit; a leg converts as `amount x origin / destination`. */
export type LegValues = { origin: Decimal; destination: Decimal };

export type UnitValues = {
  service: LegValues;
  provider: LegValues;
  afterHours: boolean;
};

export type UnitValuesInput = {
  flow: Flow;
  origin: Asset;
  destination: Asset;
  country: Country;
  at: Date;
  source: PriceSource;
  price: Partial<PriceSettings>;
};

const ONE = exact(1);

/**
 * Fiat flows value the stablecoin at the spot service price of the side (the fiat is the unit). A swap values
 * both coins in USD at the spot price without spread or after-hours fee, keeping the peg adjustment: the coin
 * sold at the `sell` price (rounded down), the coin bought at the `buy` price (rounded up). The same coin on
 * two networks converts one for one.
 */
export function unitValues(input: UnitValuesInput): UnitValues {
  const { flow, origin, destination, country, at, source, price } = input;
  const spot = (side: 'buy' | 'sell', fiat: Fiat, stablecoin: Stablecoin, settings = price) =>
    spotPrice({ source, country, at, settings, side, fiat, stablecoin });
  if (flow === 'fiatToCrypto' && isFiat(origin) && isStablecoin(destination)) {
    const quote = spot('buy', origin, destination);
    return {
      service: { origin: ONE, destination: exact(quote.serviceMarketPrice) },
      provider: { origin: ONE, destination: exact(quote.providerMarketPrice) },
      afterHours: quote.afterHours,
    };
  }
  if (flow === 'cryptoToFiat' && isStablecoin(origin) && isFiat(destination)) {
    const quote = spot('sell', destination, origin);
    return {
      service: { origin: exact(quote.serviceMarketPrice), destination: ONE },
      provider: { origin: exact(quote.providerMarketPrice), destination: ONE },
      afterHours: quote.afterHours,
    };
  }
  if (flow === 'cryptoToCrypto' && isStablecoin(origin) && isStablecoin(destination)) {
    const settings = noMarkup(price);
    const sold = spot('sell', 'USD', origin, settings);
    const bought = origin === destination ? sold : spot('buy', 'USD', destination, settings);
    return {
      service: { origin: exact(sold.serviceMarketPrice), destination: exact(bought.serviceMarketPrice) },
      provider: { origin: exact(sold.providerMarketPrice), destination: exact(bought.providerMarketPrice) },
      afterHours: false,
    };
  }
  throw new RangeError(`${flow} does not convert ${origin} to ${destination}`);
}

function noMarkup(price: Partial<PriceSettings>): Partial<PriceSettings> {
  return Object.assign({}, price, {
    spread: { buy: new Decimal(0), sell: new Decimal(0) },
    afterHoursFee: new Decimal(0),
  });
}
