import type { AppConfig } from './config.ts';
import type { Store } from './db/store.ts';
import type { PriceSource } from './domain/prices/price-source.ts';
import type { SandboxClock } from './domain/sandbox-clock.ts';
import type { WebhookTransport } from './domain/webhooks/transport.ts';
import type { DocsAssets } from './pages/docs.ts';

export interface Clock {
  now(): Date;
}

/** Where uploaded documents go: files on Node, R2 on the edge. */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

export interface Logger {
  error(message: string, details: Record<string, unknown>): void;
}

/** Everything the runtime-neutral core needs, given to it by a runtime entry. */
export type AppDeps = {
  store: Store;
  /** The service time: system time plus the sandbox offset. */
  clock: SandboxClock;
  prices: PriceSource;
  blobs: BlobStore;
  config: AppConfig;
  logger: Logger;
  docsAssets: DocsAssets;
  /** Sends webhook deliveries: undici with address checks on Node, `fetch` on Workers. */
  webhookTransport: WebhookTransport;
};

export const systemClock: Clock = { now: () => new Date() };
