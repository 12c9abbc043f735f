import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../deps.ts';
import { newId } from '../domain/crypto.ts';
import type { AppEnv } from './context.ts';

/** The longest `X-Request-Id` a caller may send and get back (Hono's check: letters, digits, `_`, `-`, `=`). */
export const maxRequestIdLength = 128;

/**
 * The first step of every request: its id, kept from a valid `X-Request-Id` or made (`req_` and a
 * time-ordered id, like the resources' ids), given back in the `X-Request-Id` header and under
 * `requestId` to the rest of the request; then, once it is answered, one access line at `info`:
 * request id, method, route (the operation's path pattern, when one matched), path, status, duration,
 * and the broker when the key was valid. One layer for both: every layer of Hono's chain costs an async
 * step.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  const identify = requestId({
    headerName: 'X-Request-Id',
    limitLength: maxRequestIdLength,
    generator: () => newId('req'),
  });
  return async (c, next) => {
    const started = performance.now();
    await identify(c, next);
    if (!logger.isLevelEnabled('info')) return;
    const line: AccessLine = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    };
    const route = routeOf(c);
    if (route !== undefined) line.route = route;
    const caller = c.get('caller');
    if (caller) line.brokerId = caller.brokerId;
    logger.info(line, 'request');
  };
}

type AccessLine = {
  requestId: string;
  method: string;
  route?: string;
  path: string;
  status: number;
  durationMs: number;
  brokerId?: string;
};

/** The path pattern of the route that answered (`/api/orders/:id`); none for an unknown path (404, 405). */
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  const last = matchedRoutes(c).at(-1);
  // Middleware (`app.use`) is registered for every method; an operation or page for its own.
  return last && last.method !== 'ALL' ? last.path : undefined;
}
