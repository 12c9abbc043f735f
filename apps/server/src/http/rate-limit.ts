import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppConfig } from '../config.ts';
import type { ClientAddress, RatePolicy, SharedRateLimit } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { takesNoKey } from './access.ts';
import type { AppEnv } from './context.ts';

const windowSeconds = 60;
const defaults: Record<AppConfig['mode'], Record<RatePolicy, number>> = {
  production: { key: 6000, address: 300 },
  // Far above what one server answers: the contract suite and load runs (one key, one address) never meet it.
  sandbox: { key: 10_000_000, address: 10_000_000 },
};
/** Clients counted in one window; past it, new ones share one count (an address-spraying client cannot grow memory). */
const maxClients = 100_000;
const overflow = '*';

/**
 * Requests per client in fixed windows of a minute aligned on the clock (as Cloudflare's binding counts):
 * one Map lookup and store per request, and the Map starts over with each window, so memory holds only the
 * clients of the current minute. Not a library limiter (hono-rate-limiter): its Workers mode sends no headers.
 */
export class RateWindow {
  private counts = new Map<string, number>();
  private endsAt = 0;

  constructor(readonly limit: number) {}

  /** Counts one request of `client`; how many it has sent in this window, this one included. */
  count(client: string, now: number): number {
    if (now >= this.endsAt) {
      this.counts.clear();
      this.endsAt = now - (now % (windowSeconds * 1000)) + windowSeconds * 1000;
    }
    let used = this.counts.get(client);
    if (used === undefined) {
      if (this.counts.size >= maxClients) client = overflow;
      used = this.counts.get(client) ?? 0;
    }
    this.counts.set(client, ++used);
    return used;
  }

  /** How many requests `client` has sent in this window, counting none. */
  peek(client: string, now: number): number {
    if (now >= this.endsAt) return 0;
    const full = this.counts.size >= maxClients;
    return this.counts.get(client) ?? (full ? (this.counts.get(overflow) ?? 0) : 0);
  }

  /** Whole seconds until the window ends and every count starts over (1 to 60). */
  secondsLeft(now: number): number {
    // Past the window's end (no request counted since), the minute in progress is the next window.
    const endsAt =
      now < this.endsAt ? this.endsAt : now - (now % (windowSeconds * 1000)) + windowSeconds * 1000;
    return Math.max(1, Math.ceil((endsAt - now) / 1000));
  }
}

/** Where a request comes from on Node: the socket's address (`c.env.incoming`, @hono/node-server's convention). */
const nodeSocketAddress: ClientAddress = (c) =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;

/**
 * The rate limits of the API (docs/configuration.md, "Rate limits"): `key` counts the requests of the
 * caller's API key, `address` those without a valid key by client address. Each sets `RateLimit-Policy` and
 * `RateLimit` (IETF draft fields) on the answer; past the quota it throws 429 code 46 with `Retry-After`. On
 * Node the check is synchronous (undefined); with a shared limit (Workers) it returns the promise of its
 * answer.
 */
export function rateLimits(
  config: AppConfig,
  options: { shared?: SharedRateLimit; clientAddress?: ClientAddress } = {},
) {
  const limits = {
    key: config.rateLimitPerMinute ?? defaults[config.mode].key,
    address: config.rateLimitAnonymousPerMinute ?? defaults[config.mode].address,
  };
  const windows = { key: new RateWindow(limits.key), address: new RateWindow(limits.address) };
  const policies = {
    key: `"key";q=${limits.key};w=${windowSeconds}`,
    address: `"address";q=${limits.address};w=${windowSeconds}`,
  };
  const { shared } = options;
  const clientAddress = options.clientAddress ?? nodeSocketAddress;

  const check = (c: Context<AppEnv>, policy: RatePolicy, client: string): Promise<void> | undefined => {
    const now = Date.now();
    const window = windows[policy];
    const left = window.limit - window.count(client, now);
    const seconds = window.secondsLeft(now);
    c.header('RateLimit-Policy', policies[policy]);
    if (left < 0) refuse(c, policy, limits[policy], seconds);
    c.header('RateLimit', `"${policy}";r=${left};t=${seconds}`);
    if (!shared) return undefined;
    return shared(policy, client).then((allowed) => {
      if (!allowed) refuse(c, policy, limits[policy], seconds);
    });
  };

  return {
    limits,
    /** The caller's key (after authentication). */
    key: (c: Context<AppEnv>) => check(c, 'key', c.get('caller').keyId),
    /** A request without a valid key, by the client's address (IPv6 by its /64: one host holds a whole one). */
    address: (c: Context<AppEnv>) => check(c, 'address', addressKey(clientAddress(c))),
    /**
     * The health check: neither counted nor refused, so that a keyless flood from a load balancer's address
     * cannot make its probe fail and take the server out of service. Its answer carries the address policy's
     * fields as they stand for that address (this instance's count).
     */
    exempt: (c: Context<AppEnv>) => {
      const now = Date.now();
      const window = windows.address;
      const left = Math.max(0, window.limit - window.peek(addressKey(clientAddress(c)), now));
      c.header('RateLimit-Policy', policies.address);
      c.header('RateLimit', `"address";r=${left};t=${window.secondsLeft(now)}`);
    },
  };
}

/**
 * Every /api request after its key (access.ts): counted per key, 429 past the quota. The health check is
 * exempt; requests without a valid key were counted by address before their 401 (access.ts `apiKey`).
 */
export function rateLimit(limits: ReturnType<typeof rateLimits>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (takesNoKey(c)) limits.exempt(c);
    else await limits.key(c);
    return next();
  };
}

function refuse(c: Context<AppEnv>, policy: RatePolicy, limit: number, seconds: number): never {
  c.header('RateLimit', `"${policy}";r=0;t=${seconds}`);
  c.header('Retry-After', String(seconds));
  const who = policy === 'key' ? 'this API key sends' : 'requests without a valid key send, per address,';
  throw new ApiError('rateLimited', {
    message: `Too many requests: ${who} at most ${limit} a minute; retry in ${seconds} s`,
  });
}

/** The count an address is kept under: IPv4 as it is (also when IPv4-mapped), IPv6 by its /64 prefix. */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (!address.includes(':')) return address;
  try {
    const parsed = ipaddr.IPv6.parse(address);
    if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
    return `${parsed.parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(':')}::/64`;
  } catch {
    return address.slice(0, 64);
  }
}
