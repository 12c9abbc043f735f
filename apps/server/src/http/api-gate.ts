import type { MiddlewareHandler, Next } from 'hono';
import type { AppDeps } from '../deps.ts';
import { authenticate } from './access.ts';
import { bodyLimits } from './body-limits.ts';
import type { AppEnv } from './context.ts';
import { idempotency } from './idempotency.ts';

/**
 * What every /api request passes before its operation's own steps, in this order: the caller's key (401),
 * the body's size (413) and the Idempotency-Key (DOMAIN.md §11). One middleware rather than one each: every
 * layer of Hono's chain is an async step of its own, and three fewer made a request measurably cheaper.
 */
export function apiGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limitBody = bodyLimits(deps.config);
  return async (c, next) => {
    c.set('deps', deps);
    await authenticate(c, deps.store);
    return limitBody(c, (() => idempotency(c, next)) as Next);
  };
}
