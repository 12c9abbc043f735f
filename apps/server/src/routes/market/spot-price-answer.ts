import type { components } from '@cambio/contract';
import type { PriceSource } from '../../deps.ts';
import { type SpotPriceInput, spotPrice } from '../../domain/prices/service-price.ts';
import { type JsonText, jsonTextOf } from '../../http/json-text.ts';

export type SpotPriceAnswer = components['schemas']['SpotPrice'];

type Query = Pick<SpotPriceInput, 'side' | 'fiat' | 'country'> & {
  crypto: SpotPriceInput['stablecoin'];
  network?: NonNullable<SpotPriceAnswer['network']>;
};

/**
 * The answer of getSpotPrice: the spot price of the query at `at`, as the API shows it (JSON text). Prices
 * are decimals inside and JSON numbers only here, at the boundary.
 */
export function spotPriceAnswer(prices: PriceSource, query: Query, at: Date): JsonText<SpotPriceAnswer> {
  let kept = latest.get(prices);
  if (kept?.at !== at.getTime()) {
    kept = { at: at.getTime(), answers: new Map() };
    latest.set(prices, kept);
  }
  const { side, fiat, country, crypto, network } = query;
  const key = `${side}|${fiat}|${country}|${crypto}|${network ?? ''}`;
  let answer = kept.answers.get(key);
  if (answer === undefined) {
    const price = spotPrice({ source: prices, side, fiat, stablecoin: crypto, country, at });
    answer = jsonTextOf<SpotPriceAnswer>({
      providerMarketPrice: price.providerMarketPrice.toNumber(),
      serviceMarketPrice: price.serviceMarketPrice.toNumber(),
      side,
      fiat,
      crypto,
      country,
      network: network ?? null,
      asOf: price.asOf.toISOString(),
    });
    kept.answers.set(key, answer);
  }
  return answer;
}

// The answers of the latest instant per price source, a function of the source, the query and the instant:
// many requests ask for one pair within a millisecond (docs/performance.md).
const latest = new WeakMap<PriceSource, { at: number; answers: Map<string, JsonText<SpotPriceAnswer>> }>();
