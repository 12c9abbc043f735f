import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from './context.ts';

/**
 * The base of every link the service hands out (onboarding pages, the document's server): the configured
 * CAMBIO_PUBLIC_BASE_URL. Only a sandbox without it uses the request's origin, that is its Host header,
 * which the caller chooses (a local sandbox has no other name to give); production requires the setting
 * (parseConfig), so no production link is built from a request.
 */
export function publicBase(c: Context<AppEnv>, config: AppConfig): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  if (config.mode !== 'sandbox') throw new Error('CAMBIO_PUBLIC_BASE_URL is required in production mode');
  return new URL(c.req.url).origin;
}
