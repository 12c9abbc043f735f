import { countries, countryAcceptsFiat, stablecoinNetworks, supportsNetwork } from '../../domain/assets.ts';
import { pricesReady } from '../../domain/prices/price-source.ts';
import { ApiError } from '../../errors.ts';
import { jsonText } from '../../http/json-text.ts';
import { operation } from '../define.ts';
import { spotPriceAnswer } from './spot-price-answer.ts';

/** Spec 4.15. */
export const getSpotPriceOperation = operation('getSpotPrice', async (c) => {
  const { prices, clock } = c.get('deps');
  const query = c.req.valid('query');
  const { fiat, country, crypto, network } = query;
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
  return jsonText(c, spotPriceAnswer(prices, query, clock.now()), 200);
});
