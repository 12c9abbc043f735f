// The declarations of `@cambio/server` (dist/app.js), for TypeScript consumers of the packed package. Written by
// hand and narrow: the emitted ones would reach every internal module and the workspace's private packages.
// src/package-types.ts checks at every typecheck that the implementation fits them.

/** The cambio API as a fetch handler: a Hono app, served by any server that speaks the Fetch API. */
export interface CambioApp {
  /** Answers one request (a Hono app's fetch: what @hono/node-server's `serve` and Workers call). */
  fetch(request: Request, env?: unknown, executionContext?: unknown): Response | Promise<Response>;
  /** Answers a request made from a path or URL and its init, in process: `app.request('/api/health')`. */
  request(input: string | URL | Request, init?: RequestInit): Response | Promise<Response>;
}

/**
 * What the app is built from: the database, the configuration, the providers, the clock. Made by a runtime
 * (`createNodeRuntime(…).deps` from `@cambio/server/node`), not by hand.
 */
export interface AppDeps {
  readonly config: { readonly mode: 'sandbox' | 'production' };
}

/** Builds the application from its dependencies; each runtime entry (Node, Workers) calls this. */
export declare function createApp(deps: AppDeps): CambioApp;
