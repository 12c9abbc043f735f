import type {
  D1Database,
  ExecutionContext,
  R2Bucket,
  ScheduledController,
  SendEmail,
} from '@cloudflare/workers-types/index.ts';
import swaggerCss from 'swagger-ui-dist/swagger-ui.css';
import swaggerBundle from 'swagger-ui-dist/swagger-ui-bundle.js';
import { createApp } from '../app.ts';
import { isConfigError, parseConfig } from '../config.ts';
import { type AppDeps, type BlobStore, systemClock } from '../deps.ts';
import { bootstrapSandbox } from '../domain/bootstrap.ts';
import { newId } from '../domain/crypto.ts';
import { checkDatabaseMode, ModeMismatchError } from '../domain/database-mode.ts';
import { runDueWork } from '../domain/jobs/due-work.ts';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { runDueJobs } from '../domain/jobs/job-queue.ts';
import { findCaller } from '../domain/keys/api-keys.ts';
import { providersFor } from '../domain/providers/providers.ts';
import { serviceClock } from '../domain/sandbox/clock.ts';
import { runDueDeliveries } from '../domain/webhooks/delivery-runner.ts';
import { fetchTransport } from '../domain/webhooks/transport.ts';
import { internalError } from '../errors.ts';
import type { App } from '../http/context.ts';
import { rememberedCallers } from '../http/remembered-callers.ts';
import { d1AccessVersion, d1Store } from './d1-store.ts';
import { workerLogger } from './logger.ts';
import { workerMailRelay } from './mail-route.ts';
import { cloudflareClientAddress, type RateLimitBindings, sharedRateLimit } from './rate-limit.ts';

export type Env = {
  DB: D1Database;
  BLOBS: R2Bucket;
  /** Optional: Cloudflare's send_email binding, through which order exports are mailed. */
  EXPORT_EMAIL?: SendEmail;
  [setting: string]: unknown;
} & RateLimitBindings;

/** Keys of the R2 bucket under `prefix` (uploaded documents at the root, the mail outbox under `outbox/`). */
function r2BlobStore(bucket: R2Bucket, prefix = ''): BlobStore {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(prefix + key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(prefix + key);
      return object ? new Uint8Array(await object.arrayBuffer()) : undefined;
    },
    async delete(keys) {
      // R2 deletes up to 1,000 keys a call.
      for (let start = 0; start < keys.length; start += 1000) {
        await bucket.delete(keys.slice(start, start + 1000).map((key) => prefix + key));
      }
    },
  };
}

let cached:
  | { app: App; deps: AppDeps; modeChecked: Promise<unknown>; bootstrapped: Promise<unknown> }
  | undefined;

/** One app per isolate: bindings do not change between requests. */
function appFor(env: Env) {
  if (cached) return cached;
  const config = parseConfig(env);
  // A deployment says its mode (wrangler.toml's [env.sandbox] or [env.production]): no silent sandbox.
  if (!config.modeSet) {
    throw new Error(
      'Invalid configuration: CAMBIO_MODE is not set: deploy with `wrangler deploy --env sandbox` or `--env production` (wrangler.toml)',
    );
  }
  const store = d1Store(env.DB);
  const logger = workerLogger(config.logLevel);
  const accessVersion = d1AccessVersion(env.DB);
  const deps: AppDeps = {
    store,
    // Callers remembered while the access version, read each time, stays (http/remembered-callers.ts).
    findCaller: rememberedCallers((key, mode) => findCaller(store, key, mode), accessVersion),
    clock: serviceClock(systemClock),
    ...providersFor(config, logger),
    blobs: r2BlobStore(env.BLOBS),
    outbox: r2BlobStore(env.BLOBS, 'outbox/'),
    mailRelay: workerMailRelay(config, env.EXPORT_EMAIL),
    config,
    logger,
    docsAssets: { 'swagger-ui.css': swaggerCss, 'swagger-ui-bundle.js': swaggerBundle },
    webhookTransport: fetchTransport(config.mode),
    sharedRateLimit: sharedRateLimit(env),
    clientAddress: cloudflareClientAddress,
    compression: 'runtime',
  };
  // A database of the other mode is refused (every request answers 500 and logs why). First request on an empty
  // sandbox database: create the first tenant and log its keys (wrangler tail shows them).
  const modeChecked = checkDatabaseMode(store, config);
  const bootstrapped = modeChecked.then(async () => {
    if (config.mode !== 'sandbox') return;
    const tenant = await bootstrapSandbox(store, new Date(), config.bootstrapKey);
    if (!tenant) return;
    console.log('cambio sandbox keys (shown once):');
    for (const key of tenant.keys) console.log(`  ${key.role} ${key.key}`);
  });
  const entry = { app: createApp(deps), deps, modeChecked, bootstrapped };
  // A failed bootstrap (say, migrations not applied yet) is retried by the next request, not kept.
  bootstrapped.catch(() => {
    if (cached === entry) cached = undefined;
  });
  cached = entry;
  return entry;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    let entry: ReturnType<typeof appFor>;
    try {
      entry = appFor(env);
    } catch (error) {
      if (!isConfigError(error)) throw error;
      // A configuration the Worker cannot honour: no request is served until it is fixed (wrangler tail says
      // why). The console directly: the logger's level is part of the refused configuration.
      const requestId = newId('req');
      console.error({ level: 'error', requestId, msg: 'cambio refuses to start', error: error.message });
      return failed(requestId);
    }
    const { app, deps, modeChecked, bootstrapped } = entry;
    // The health check reads the database itself and waits on neither the bootstrap nor the clock: while D1
    // does not answer it says 503 code 40, where every other request says 500. A database of the other mode
    // is refused as every request refuses it (500: Node does not even start on one), so that a load balancer
    // does not send traffic to a Worker that serves none.
    if (request.url.includes('/api/health') && new URL(request.url).pathname === '/api/health') {
      const mismatch = await modeChecked.then(
        () => undefined,
        (error: unknown) => (error instanceof ModeMismatchError ? error : undefined),
      );
      return mismatch ? cannotServe(deps, mismatch) : app.fetch(request, env, ctx as never);
    }
    try {
      await bootstrapped;
    } catch (error) {
      return cannotServe(deps, error);
    }
    const response = await app.fetch(request, env, ctx as never);
    // The tail of each request works due jobs and deliveries too, so steps and webhooks do not wait for the
    // next cron tick (a delivery is claimed before it is sent, so concurrent tails send it once).
    ctx.waitUntil(
      runDueWork(deps, jobHandlers, { jobs: 20, deliveries: 6 }).catch((error: unknown) =>
        deps.logger.error({ error: String(error) }, 'due jobs and deliveries failed in a request tail'),
      ),
    );
    return response;
  },

  /** The cron trigger of wrangler.toml: due order steps, expiries, purges and webhook deliveries. */
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { deps, bootstrapped } = appFor(env);
    await bootstrapped;
    ctx.waitUntil(runDueJobs(deps, jobHandlers, 500));
    // 40 fetches at most: an invocation may make 50 subrequests on Cloudflare's smaller plans.
    ctx.waitUntil(runDueDeliveries(deps, { limit: 40 }));
  },
};

/** The documented 500 for a database the Worker cannot serve, its reason logged under the answer's request id. */
function cannotServe(deps: AppDeps, error: unknown): Response {
  const cause = error instanceof Error ? error.cause : undefined;
  const requestId = newId('req');
  deps.logger.error(
    { requestId, error: String(error), cause: String(cause) },
    'the database cannot be served (its mode, or the sandbox bootstrap)',
  );
  return failed(requestId);
}

/** The documented 500 for a request the app could not be made for, with the id its log line carries. */
function failed(requestId: string): Response {
  const failure = internalError(requestId);
  // With what every answer of the app carries (http/edge.ts).
  const headers = {
    'X-Request-Id': requestId,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
  return Response.json(failure.toBody(), { status: failure.status, headers });
}
