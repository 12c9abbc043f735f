import Decimal from 'decimal.js';
import { z } from 'zod';
import type { PriceSource, ProviderQuote } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { PriceFeedSettings } from '../../provider-settings.ts';
import type { Fiat, Stablecoin } from '../assets.ts';

const rate = z
  .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)])
  .transform((value) => new Decimal(value))
  .refine((value) => value.isFinite() && value.gt(0), 'must be a positive number');

/** The feed's answer (docs/deploying.md, "Production"): every rate against USD, and when it was published. */
const feedSchema = z.object({
  asOf: z.iso.datetime({ offset: true }),
  fiatPerUsd: z.object({ MXN: rate, PEN: rate, COP: rate }),
  usdPerStablecoin: z.object({ USDC: rate, USDCe: rate, USDT: rate, EURC: rate }),
  usdPerEur: rate,
});

type Rates = z.infer<typeof feedSchema>;

/** A fetch that stays within the runtime (injected by tests and both runtimes: the global fetch). */
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** How long one fetch may take before it counts as failed. */
const fetchTimeoutMs = 5000;

/**
 * Production prices: the operator's feed (CAMBIO_PRICE_FEED_URL), fetched and validated, kept for a short time
 * (refreshed when a third of the allowed age has passed) and never used past CAMBIO_PRICE_FEED_MAX_AGE_SECONDS
 * by its own `asOf`. Quoting is synchronous (service-price.ts): callers await `ready()` first, which fetches
 * when the rates are due for a refresh and never throws; `quote` then answers from what is kept, or throws
 * 503 code 43 saying why (no answer yet, the feed not answering, or rates too old; the failure's own reason
 * goes to `onFailure`, the log).
 */
export function createPriceFeed(
  settings: PriceFeedSettings,
  options: { fetch?: Fetch; now?: () => number; onFailure?: (reason: string) => void } = {},
): PriceSource & { ready(): Promise<void> } {
  const fetchFeed = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const maxAgeMs = settings.maxAgeSeconds * 1000;
  const refreshMs = maxAgeMs / 3;
  let kept: { rates: Rates; asOfMs: number; fetchedAt: number } | undefined;
  let lastFailure: { at: number } | undefined;
  let inFlight: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    try {
      const response = await fetchFeed(settings.url, {
        headers: {
          accept: 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        signal: AbortSignal.timeout(fetchTimeoutMs),
        // Not followed: a redirect answers 3xx, which is not ok (Workers have no 'error').
        redirect: 'manual',
      });
      if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
      const parsed = feedSchema.safeParse(await response.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`its answer is invalid (${issue?.path.join('.') || 'body'}: ${issue?.message})`);
      }
      kept = { rates: parsed.data, asOfMs: Date.parse(parsed.data.asOf), fetchedAt: now() };
      lastFailure = undefined;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      lastFailure = { at: now() };
      // The reason (its address, status, schema) is the operator's: logged, never in an answer.
      options.onFailure?.(reason.startsWith('it') ? reason : `it failed: ${reason}`);
    }
  }

  return {
    ready() {
      const due = !kept || now() - kept.fetchedAt >= refreshMs;
      // After a failure, one try a second at most: requests do not queue behind a feed that is down.
      const resting = lastFailure && now() - lastFailure.at < 1000;
      if (!due || resting) return Promise.resolve();
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      // Rates still usable answer at once while the refresh runs; only without them does a request wait.
      const usable = kept && now() - kept.asOfMs <= maxAgeMs;
      return usable ? Promise.resolve() : inFlight;
    },

    quote(fiat: Fiat, stablecoin: Stablecoin): ProviderQuote {
      if (!kept) {
        // The feed's own failure (its address, its status, its schema) is the operator's, not the caller's.
        throw unavailable(lastFailure ? 'the price feed did not answer' : 'no rates from the price feed yet');
      }
      const ageMs = now() - kept.asOfMs;
      if (ageMs > maxAgeMs) {
        throw unavailable(
          `the price feed's rates are ${Math.round(ageMs / 1000)} s old (at most ${settings.maxAgeSeconds} s are used)`,
        );
      }
      const { rates } = kept;
      const pegUsd = stablecoin === 'EURC' ? rates.usdPerEur : new Decimal(1);
      return {
        fiatPerUsd: fiat === 'USD' ? new Decimal(1) : rates.fiatPerUsd[fiat],
        usdPerStablecoin: rates.usdPerStablecoin[stablecoin],
        pegUsd,
        asOf: new Date(kept.asOfMs),
      };
    },
  };
}

function unavailable(reason: string): ApiError {
  return new ApiError('pricesUnavailable', { message: `Prices unavailable: ${reason}` });
}
