import { operations } from '@cambio/contract';
import type { MiddlewareHandler, Next } from 'hono';
import type { AppDeps } from '../deps.ts';
import { authenticate } from './access.ts';
import { bodyLimits } from './body-limits.ts';
import type { AppEnv } from './context.ts';
import { idempotency } from './idempotency.ts';
import { rateLimits } from './rate-limit.ts';

/**
 * The operations that take no key (`security: []`: the health check), as `GET /api/health`; none has a path
 * parameter. They are not rate-limited either (rate-limit.ts, `exempt`).
 */
const keyless = new Set(
  Object.values(operations)
    .filter((operation) => !operation.requiresKey)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`),
);

/**
 * What every /api request passes before its operation's own steps, in this order: the caller's key (401),
 * the rate limit (429: per key, or per client address for a request without a valid key, which is counted
 * before its 401; never the health check), the body's size (413) and the Idempotency-Key (idempotency.ts).
 * One middleware rather than one each: every layer of Hono's chain is an async step of its own, and three
 * fewer made a request measurably cheaper.
 */
export function apiGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limitBody = bodyLimits(deps.config);
  const limitRate = rateLimits(deps.config, {
    shared: deps.sharedRateLimit,
    clientAddress: deps.clientAddress,
  });
  return async (c, next) => {
    c.set('deps', deps);
    // Hono answers HEAD with the GET route.
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (keyless.has(`${method} ${c.req.path}`)) {
      limitRate.exempt(c);
    } else {
      try {
        await authenticate(c, deps.findCaller);
      } catch (error) {
        const limited = limitRate.address(c);
        if (limited) await limited;
        throw error;
      }
      // Synchronous on Node: no await, no extra step for the request.
      const limited = limitRate.key(c);
      if (limited) await limited;
    }
    return limitBody(c, (() => idempotency(c, next)) as Next);
  };
}
