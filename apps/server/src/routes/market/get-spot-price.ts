import type { components } from '@cambio/contract';
import type { PriceSource } from '../../deps.ts';
import { countries, countryAcceptsFiat, stablecoinNetworks, supportsNetwork } from '../../domain/assets.ts';
import { pricesReady } from '../../domain/prices/price-source.ts';
import { spotPrice } from '../../domain/prices/service-price.ts';
import { ApiError } from '../../errors.ts';
import { type JsonText, jsonText, jsonTextOf } from '../../http/json-text.ts';
import { operation } from '../define.ts';

type SpotPriceAnswer = components['schemas']['SpotPrice'];

/**
 * The answers of the latest instant, per price source: under load many requests ask for the same pair
 * within one millisecond, and the answer is a function of the source, the query and the instant.
 */
const latest = new WeakMap<PriceSource, { at: number; answers: Map<string, JsonText<SpotPriceAnswer>> }>();

/** Spec 4.15. Prices are decimals inside and JSON numbers only here, at the boundary. */
export const getSpotPriceOperation = operation('getSpotPrice', async (c) => {
  const { prices, clock } = c.get('deps');
  const { side, fiat, country, crypto, network } = c.req.valid('query');
  if (!countryAcceptsFiat(country, fiat)) {
    throw new ApiError('unsupportedAssetPair', {
      field: 'query.fiat',
      message: `Unsupported asset combination: ${country} takes ${countries[country].fiats.join(' or ')}, not ${fiat}`,
    });
  }
  if (network !== undefined && !supportsNetwork(crypto, network)) {
    throw new ApiError('unsupportedAssetPair', {
      field: 'query.network',
      message: `Unsupported asset combination: ${crypto} is not offered on ${network}; it is on ${stablecoinNetworks[crypto].join(', ')}`,
    });
  }
  // Production's feed fetches when due (no wait in sandbox, not even a turn of the event loop).
  const fetching = pricesReady(prices);
  if (fetching) await fetching;
  const at = clock.now();
  let kept = latest.get(prices);
  if (kept?.at !== at.getTime()) {
    kept = { at: at.getTime(), answers: new Map() };
    latest.set(prices, kept);
  }
  const key = `${side}|${fiat}|${country}|${crypto}|${network ?? ''}`;
  let answer = kept.answers.get(key);
  if (answer === undefined) {
    const price = spotPrice({ source: prices, side, fiat, stablecoin: crypto, country, at });
    const shown: SpotPriceAnswer = {
      providerMarketPrice: price.providerMarketPrice.toNumber(),
      serviceMarketPrice: price.serviceMarketPrice.toNumber(),
      side,
      fiat,
      crypto,
      country,
      network: network ?? null,
      asOf: price.asOf.toISOString(),
    };
    answer = jsonTextOf(shown);
    kept.answers.set(key, answer);
  }
  return jsonText(c, answer, 200);
});
