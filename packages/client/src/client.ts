import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './contract.ts';

export type CambioClientOptions = {
  /** Service base address, such as `http://localhost:8787` (paths carry `/api`). */
  baseUrl: string;
  /** The `x-api-key` sent with every request. */
  apiKey: string;
  /** A fetch implementation; defaults to the global one. Tests pass the app's own handler here. */
  fetch?: (request: Request) => Response | Promise<Response>;
  /** Headers sent with every request, besides the key. */
  headers?: Record<string, string>;
};

export type CambioClient = Client<paths>;

/** A typed client for every operation of the document, configured in one place. */
export function createCambioClient(options: CambioClientOptions): CambioClient {
  const { fetch } = options;
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { ...options.headers, 'x-api-key': options.apiKey },
    ...(fetch ? { fetch: async (request: Request) => fetch(request) } : {}),
  });
}

/** Middleware to observe every request and response (logging, metrics, recording). */
export type { Middleware };
