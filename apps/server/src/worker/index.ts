import type {
  D1Database,
  ExecutionContext,
  R2Bucket,
  ScheduledController,
} from '@cloudflare/workers-types/index.ts';
import swaggerCss from 'swagger-ui-dist/swagger-ui.css';
import swaggerBundle from 'swagger-ui-dist/swagger-ui-bundle.js';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { type AppDeps, systemClock } from '../deps.ts';
import { bootstrapSandbox } from '../domain/bootstrap.ts';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { runDueJobs } from '../domain/jobs/job-queue.ts';
import { createSimulatedFeed } from '../domain/prices/simulated-feed.ts';
import { SandboxClock } from '../domain/sandbox-clock.ts';
import { runDueDeliveries } from '../domain/webhooks/delivery-runner.ts';
import { fetchTransport } from '../domain/webhooks/transport.ts';
import { ApiError } from '../errors.ts';
import type { App } from '../http/context.ts';
import { d1Store } from './d1-store.ts';

export type Env = {
  DB: D1Database;
  BLOBS: R2Bucket;
  [setting: string]: unknown;
};

let cached: { app: App; deps: AppDeps; bootstrapped: Promise<unknown> } | undefined;

/** One app per isolate: bindings do not change between requests. */
function appFor(env: Env) {
  if (cached) return cached;
  const config = parseConfig(env);
  const store = d1Store(env.DB);
  const deps: AppDeps = {
    store,
    clock: new SandboxClock(store, systemClock),
    prices: createSimulatedFeed({ seed: config.priceSeed }),
    blobs: {
      async put(key, bytes, contentType) {
        await env.BLOBS.put(key, bytes, { httpMetadata: { contentType } });
      },
    },
    config,
    logger: {
      error: (message, details) => console.error(JSON.stringify({ level: 'error', message, ...details })),
    },
    docsAssets: { 'swagger-ui.css': swaggerCss, 'swagger-ui-bundle.js': swaggerBundle },
    webhookTransport: fetchTransport(config.mode),
  };
  // First request on an empty sandbox database: create the first tenant and log its keys (wrangler tail shows them).
  const bootstrapped =
    config.mode === 'sandbox'
      ? bootstrapSandbox(store, new Date(), config.bootstrapKey).then((tenant) => {
          if (!tenant) return;
          console.log('cambio sandbox keys (shown once):');
          for (const key of tenant.keys) console.log(`  ${key.role} ${key.key}`);
        })
      : Promise.resolve();
  const entry = { app: createApp(deps), deps, bootstrapped };
  // A failed bootstrap (say, migrations not applied yet) is retried by the next request, not kept.
  bootstrapped.catch(() => {
    if (cached === entry) cached = undefined;
  });
  cached = entry;
  return entry;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { app, deps, bootstrapped } = appFor(env);
    try {
      await bootstrapped;
    } catch (error) {
      const cause = error instanceof Error ? error.cause : undefined;
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'sandbox bootstrap failed',
          error: String(error),
          cause: String(cause),
        }),
      );
      const failure = new ApiError('internalError');
      return Response.json(failure.toBody(), { status: failure.status });
    }
    // Isolates share the database, not memory: read the sandbox clock's offset for every request.
    await deps.clock.load();
    const response = await app.fetch(request, env, ctx as never);
    // The tail of each request works due jobs and deliveries too, so steps and webhooks do not wait for the
    // next cron tick (a delivery is claimed before it is sent, so concurrent tails send it once).
    ctx.waitUntil(runDueJobs(deps, jobHandlers, 20).catch(() => undefined));
    ctx.waitUntil(runDueDeliveries(deps, { limit: 50, concurrency: 6 }).catch(() => undefined));
    return response;
  },

  /** The cron trigger of wrangler.toml: due order steps, expiries, purges and webhook deliveries. */
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { deps, bootstrapped } = appFor(env);
    await bootstrapped;
    await deps.clock.load();
    ctx.waitUntil(runDueJobs(deps, jobHandlers, 500));
    ctx.waitUntil(runDueDeliveries(deps, { limit: 500, concurrency: 6 }));
  },
};
