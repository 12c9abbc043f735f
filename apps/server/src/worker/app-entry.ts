import type {
  D1Database,
  DurableObjectNamespace,
  R2Bucket,
  SendEmail,
} from '@cloudflare/workers-types/index.ts';
import swaggerCss from 'swagger-ui-dist/swagger-ui.css';
import swaggerBundle from 'swagger-ui-dist/swagger-ui-bundle.js';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { accessVersionSql } from '../db/store.ts';
import { type AppDeps, type BlobStore, systemClock } from '../deps.ts';
import { bootstrapSandbox } from '../domain/bootstrap.ts';
import { checkDatabaseMode } from '../domain/database-mode.ts';
import { findCaller } from '../domain/keys/api-keys.ts';
import { providersFor } from '../domain/providers/providers.ts';
import { serviceClock } from '../domain/sandbox/clock.ts';
import { fetchTransport } from '../domain/webhooks/transport.ts';
import type { App } from '../http/context.ts';
import { batchConfirmedCallers } from './batch-confirmed-callers.ts';
import { batchingD1 } from './batching-d1.ts';
import { d1Store } from './d1-store.ts';
import { beforeEffect } from './held-writes.ts';
import { workerLogger } from './logger.ts';
import { workerMailRelay } from './mail-route.ts';
import { cloudflareClientAddress, type RateLimitBindings, sharedRateLimit } from './rate-limit.ts';

export type Env = {
  DB: D1Database;
  BLOBS: R2Bucket;
  /** The one Durable Object that runs due jobs and deliveries from its alarm (due-work-scheduler.ts). */
  DUE_WORK: DurableObjectNamespace;
  /** Optional: Cloudflare's send_email binding, through which order exports are mailed. */
  EXPORT_EMAIL?: SendEmail;
  [setting: string]: unknown;
} & RateLimitBindings;

/** The app of an isolate and what its requests wait on; `committed` says whether a commit happened since asked. */
export type AppEntry = {
  app: App;
  deps: AppDeps;
  modeChecked: Promise<unknown>;
  bootstrapped: Promise<unknown>;
  /** The access version, read on its own (db/access-schema.ts). */
  readAccessVersion(): Promise<number>;
  /** Whether the store committed since the last call (which resets it): due work may have been scheduled. */
  takeCommitted(): boolean;
};

/**
 * Keys of the R2 bucket under `prefix` (uploaded documents at the root, the mail outbox under `outbox/`). A
 * change waits for the request's Idempotency-Key to be claimed and its held writes to leave (held-writes.ts).
 */
function r2BlobStore(bucket: R2Bucket, prefix = ''): BlobStore {
  return {
    async put(key, bytes, contentType) {
      await beforeEffect();
      await bucket.put(prefix + key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      const object = await bucket.get(prefix + key);
      return object ? new Uint8Array(await object.arrayBuffer()) : undefined;
    },
    async delete(keys) {
      await beforeEffect();
      // R2 deletes up to 1,000 keys a call.
      for (let start = 0; start < keys.length; start += 1000) {
        await bucket.delete(keys.slice(start, start + 1000).map((key) => prefix + key));
      }
    },
  };
}

/** `target` whose `send` waits for the request's key to be claimed and its held writes to leave (held-writes.ts). */
function afterHeldWrites<T extends { send(message: never): Promise<unknown> } | undefined>(target: T): T {
  if (!target) return target;
  const send = target.send as (message: never) => Promise<unknown>;
  const wrapped = async (message: never) => {
    await beforeEffect();
    return send(message);
  };
  return { ...target, send: wrapped };
}

/**
 * The app and its dependencies from the bindings. Throws a configuration error (config.ts) for settings the
 * Worker cannot honour, or when the deployment does not say its mode.
 */
export function buildEntry(env: Env): AppEntry {
  const config = parseConfig(env);
  // A deployment says its mode (wrangler.toml's [env.sandbox] or [env.production]): no silent sandbox.
  if (!config.modeSet) {
    throw new Error(
      'Invalid configuration: CAMBIO_MODE is not set: deploy with `wrangler deploy --env sandbox` or `--env production` (wrangler.toml)',
    );
  }
  let committed = false;
  // A request's reads of one tick go as one batch, with the access version (batching-d1.ts).
  const store = d1Store(batchingD1(env.DB), () => {
    committed = true;
  });
  const logger = workerLogger(config.logLevel);
  const deps: AppDeps = {
    store,
    // Callers remembered while the access version, read in each request's first batch, stays.
    findCaller: batchConfirmedCallers((key, mode) => findCaller(store, key, mode)),
    clock: serviceClock(systemClock),
    ...providersFor(config, logger),
    blobs: r2BlobStore(env.BLOBS),
    outbox: r2BlobStore(env.BLOBS, 'outbox/'),
    mailRelay: afterHeldWrites(workerMailRelay(config, env.EXPORT_EMAIL)),
    config,
    logger,
    docsAssets: { 'swagger-ui.css': swaggerCss, 'swagger-ui-bundle.js': swaggerBundle },
    webhookTransport: afterHeldWrites(fetchTransport(config.mode)),
    sharedRateLimit: sharedRateLimit(env),
    clientAddress: cloudflareClientAddress,
    compression: 'runtime',
    holdWrites: store.holdWrites,
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
  const takeCommitted = () => {
    const was = committed;
    committed = false;
    return was;
  };
  const readAccessVersion = async () => Number(await env.DB.prepare(accessVersionSql).first('version'));
  return { app: createApp(deps), deps, modeChecked, bootstrapped, readAccessVersion, takeCommitted };
}
