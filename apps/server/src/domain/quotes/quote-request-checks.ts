import type Decimal from 'decimal.js';
import {
  type Asset,
  type Country,
  countries,
  countryAcceptsFiat,
  isFiat,
  scaleOf,
  stablecoinNetworks,
  supportsNetwork,
} from '../assets.ts';
import { flowOf } from './quote-flow.ts';
import { invalidRequest, type QuoteRejection, unsupportedPair } from './quote-rejection.ts';
import type { Flow, LegRequest } from './quote-types.ts';

type Legs = { country: Country; origin: LegRequest; destination: LegRequest };
type LegName = 'origin' | 'destination';

const LEG_NAMES: readonly LegName[] = ['origin', 'destination'];

/** 400: a stablecoin leg names its network, a fiat leg does not. */
export function checkLegShape(legs: Legs): QuoteRejection | null {
  for (const name of LEG_NAMES) {
    const { asset, network } = legs[name];
    if (isFiat(asset) && network !== undefined) {
      return invalidRequest(`body.${name}.network`, 'must be absent for a fiat currency');
    }
    if (!isFiat(asset) && network === undefined) {
      return invalidRequest(`body.${name}.network`, 'is required for a stablecoin');
    }
  }
  return null;
}

/** 400: the fixed amount is positive and has no more decimals than its asset. */
export function checkFixedAmount(amount: Decimal, asset: Asset, field: string): QuoteRejection | null {
  if (!amount.isFinite() || amount.lte(0)) return invalidRequest(field, 'must be greater than 0');
  const scale = scaleOf(asset);
  if (amount.decimalPlaces() > scale) {
    return invalidRequest(field, `has more than ${scale} decimals (${asset})`);
  }
  return null;
}

/** 422 code 28: the combinations the service does not offer. Assumes `checkLegShape` passed. */
export function checkPair(legs: Legs): Flow | QuoteRejection {
  const { country, origin, destination } = legs;
  const flow = flowOf(origin.asset, destination.asset);
  if (flow === null) {
    return unsupportedPair(
      'body.destination.asset',
      'is a fiat currency, like the origin: fiat to fiat is not offered',
    );
  }
  for (const name of LEG_NAMES) {
    const { asset, network } = legs[name];
    if (isFiat(asset)) {
      if (!countryAcceptsFiat(country, asset)) {
        const accepted = countries[country].fiats.join(', ');
        return unsupportedPair(
          `body.${name}.asset`,
          `is ${asset}, not a currency of ${country} (${accepted})`,
        );
      }
    } else if (network !== undefined && !supportsNetwork(asset, network)) {
      const offered = stablecoinNetworks[asset].join(', ');
      return unsupportedPair(
        `body.${name}.network`,
        `is ${network}, where ${asset} is not offered (${offered})`,
      );
    }
  }
  if (origin.asset === destination.asset && origin.network === destination.network) {
    return unsupportedPair('body.destination', 'is the same asset on the same network as the origin');
  }
  return flow;
}
