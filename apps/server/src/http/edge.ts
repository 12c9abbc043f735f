import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from './context.ts';

/** What a browser script may send cross-origin: the key, a JSON body, an idempotency key and its own request id. */
export const corsAllowedHeaders = ['x-api-key', 'content-type', 'idempotency-key', 'x-request-id'];
export const corsAllowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The answer headers a browser script may read: paging, request ids, limits and idempotent replays. */
export const corsExposedHeaders = [
  'X-Request-Id',
  'X-Total-Count',
  'X-Total-Count-Capped',
  'X-Next-Cursor',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'Idempotent-Replayed',
];
/** Seconds a browser may reuse a preflight's answer (Chromium keeps at most 7200). */
const preflightMaxAgeSeconds = 600;
/** A year: the header only counts over https, where the service stays. No `includeSubDomains`: other hosts are not ours. */
const hsts = 'max-age=31536000';

/**
 * The headers every answer carries, set before the answer is made (Hono's prepared headers, which every
 * answer of the app takes, errors included): `X-Content-Type-Options: nosniff`; `Strict-Transport-Security`
 * when the service is reached over https (the scheme of CAMBIO_PUBLIC_BASE_URL, else the request's: on
 * Node that of its own socket, on Workers the edge's); under /api `Cache-Control: no-store` (answers hold
 * personal data and secrets). Then CORS (Hono's `cors`) for /api and /openapi.json: origins from
 * CAMBIO_CORS_ORIGINS (unset: `*` in sandbox, none in production), never credentials, since keys travel in
 * `x-api-key` and nothing ambient (a cookie) authenticates; a preflight is answered here, before the key
 * is asked for. An /api request without `Origin` (a server's, not a browser's) skips the CORS layer: it
 * makes a response object early, which costs every request. One layer for all of it: each layer of
 * Hono's chain costs an async step.
 */
export function edge(config: AppConfig): MiddlewareHandler<AppEnv> {
  const crossOrigin = cors({
    origin: config.corsOrigins ?? (config.mode === 'sandbox' ? '*' : []),
    allowMethods: corsAllowedMethods,
    allowHeaders: corsAllowedHeaders,
    exposeHeaders: corsExposedHeaders,
    maxAge: preflightMaxAgeSeconds,
    credentials: false,
  });
  const https = config.publicBaseUrl === undefined ? undefined : config.publicBaseUrl.startsWith('https:');
  return (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    if (https ?? c.req.url.startsWith('https:')) c.header('Strict-Transport-Security', hsts);
    const path = c.req.path;
    const api = path.startsWith('/api/');
    if (api) c.header('Cache-Control', 'no-store');
    if (!api && path !== '/openapi.json') return next();
    if (api && c.req.header('origin') === undefined) return next();
    // Only a preflight is CORS's to answer; any other OPTIONS goes on to the API (401, 405).
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') === undefined)
      return next();
    return crossOrigin(c, next);
  };
}
