import { countries, countryAcceptsFiat, stablecoinNetworks, supportsNetwork } from '../../domain/assets.ts';
import { pricesReady } from '../../domain/prices/price-source.ts';
import { spotPrice } from '../../domain/prices/service-price.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

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
  // Production's feed fetches when due.
  await pricesReady(prices);
  const price = spotPrice({ source: prices, side, fiat, stablecoin: crypto, country, at: clock.now() });
  return c.json(
    {
      providerMarketPrice: price.providerMarketPrice.toNumber(),
      serviceMarketPrice: price.serviceMarketPrice.toNumber(),
      side,
      fiat,
      crypto,
      country,
      network: network ?? null,
      asOf: price.asOf.toISOString(),
    },
    200,
  );
});
