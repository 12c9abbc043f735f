import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DestinationStream } from 'pino';
import { createApp } from '../app.ts';
import { type AppConfig, parseConfig } from '../config.ts';
import { type AppDeps, type BlobStore, type DocsAssets, systemClock } from '../deps.ts';
import { bootstrapSandbox } from '../domain/bootstrap.ts';
import { checkDatabaseMode } from '../domain/database-mode.ts';
import { findCaller } from '../domain/keys/api-keys.ts';
import { continuePaymentReferences } from '../domain/orders/set-up-order.ts';
import { providersFor } from '../domain/providers/providers.ts';
import { serviceClock } from '../domain/sandbox/clock.ts';
import { rememberedCallers } from '../http/remembered-callers.ts';
import { nodeLogger } from './logger.ts';
import { migrationsFolder } from './package-files.ts';
import {
  preparePrivateDatabaseFile,
  preparePrivateFolder,
  privateFileMode,
  privateFolderMode,
} from './private-files.ts';
import { smtpRelay } from './smtp-relay.ts';
import { openSqliteStore } from './sqlite-store.ts';
import { nodeWebhookTransport } from './webhook-transport.ts';

export { migrationsFolder };

function fileBlobStore(root: string): BlobStore {
  return {
    async put(key, bytes) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true, mode: privateFolderMode });
      await writeFile(path, bytes, { mode: privateFileMode });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      for (const key of keys) await rm(join(root, key), { force: true });
    },
  };
}

export function loadDocsAssets(): DocsAssets {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return {
    'swagger-ui.css': readFileSync(join(dist, 'swagger-ui.css'), 'utf8'),
    'swagger-ui-bundle.js': readFileSync(join(dist, 'swagger-ui-bundle.js'), 'utf8'),
  };
}

/**
 * The Node runtime: the SQLite file, uploaded files (`blobs/`) and the mail outbox (`outbox/<id>.eml`) under
 * `dataDir`, settings from the environment; mail goes through SMTP when CAMBIO_SMTP_HOST is set. Logs go
 * to stdout as JSON lines, or to `logDestination`.
 */
export async function createNodeRuntime(options: {
  dataDir: string;
  env?: Record<string, unknown>;
  config?: AppConfig;
  logDestination?: DestinationStream;
}) {
  // The settings first: a configuration refused creates nothing.
  const config = options.config ?? parseConfig(options.env ?? {});
  // Private to the server's user (0700, files 0600): key hashes, personal data, documents and mail.
  preparePrivateFolder(options.dataDir);
  const databaseFile = join(options.dataDir, 'cambio.sqlite');
  preparePrivateDatabaseFile(databaseFile);
  const logger = nodeLogger(config.logLevel, options.logDestination);
  const store = openSqliteStore(databaseFile, migrationsFolder);
  // A database of the other mode is refused before anything reads or writes it.
  let databaseMode: Awaited<ReturnType<typeof checkDatabaseMode>>;
  try {
    databaseMode = await checkDatabaseMode(store, config);
  } catch (error) {
    store.close();
    throw error;
  }
  await continuePaymentReferences(store);
  const clock = serviceClock(systemClock);
  const deps: AppDeps = {
    store,
    // Callers remembered while the access version, read each time, stays (http/remembered-callers.ts).
    findCaller: rememberedCallers((key, mode) => findCaller(store, key, mode), store.accessVersion),
    clock,
    ...providersFor(config, logger),
    blobs: fileBlobStore(join(options.dataDir, 'blobs')),
    outbox: fileBlobStore(join(options.dataDir, 'outbox')),
    mailRelay: config.smtp ? smtpRelay(config.smtp) : undefined,
    config,
    logger,
    docsAssets: loadDocsAssets(),
    webhookTransport: nodeWebhookTransport(config.mode),
  };
  const app = createApp(deps);
  // Last: nothing that can fail comes between the commit of a first start's keys and the caller printing them.
  const bootstrap =
    config.mode === 'sandbox'
      ? await bootstrapSandbox(store, deps.clock.now(), config.bootstrapKey)
      : undefined;
  // A production database without a broker waits for `npm run keys -- init`.
  const awaitingInit = config.mode === 'production' && databaseMode === undefined;
  return { app, deps, store, bootstrap, awaitingInit };
}
