import type { RateLimit } from '@cloudflare/workers-types/index.ts';
import type { ClientAddress, SharedRateLimit } from '../deps.ts';

/** The rate-limiting bindings of wrangler.toml (`[[ratelimits]]`), one per policy; each is optional. */
export type RateLimitBindings = { RATE_LIMIT_KEY?: RateLimit; RATE_LIMIT_ADDRESS?: RateLimit };

/**
 * Cloudflare's rate-limiting bindings as the app's shared limit: each isolate counts only the requests it
 * serves, the bindings count those of every isolate of a Cloudflare location. Their `simple.limit` should be
 * the CAMBIO_RATE_LIMIT_* setting of the same policy (the binding cannot be asked for it). Without a binding
 * the isolate's own count is the limit.
 */
export function sharedRateLimit(env: RateLimitBindings): SharedRateLimit | undefined {
  const bindings = { key: env.RATE_LIMIT_KEY, address: env.RATE_LIMIT_ADDRESS };
  if (!bindings.key && !bindings.address) return undefined;
  return async (policy, client) => {
    const binding = bindings[policy];
    return binding ? (await binding.limit({ key: client })).success : true;
  };
}

/** Cloudflare sets CF-Connecting-IP to the client's address (a client cannot send its own through it). */
export const cloudflareClientAddress: ClientAddress = (c) => c.req.header('cf-connecting-ip');
