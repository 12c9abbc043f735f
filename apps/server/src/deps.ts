import type { Logger as PinoLogger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Store } from './db/store.ts';
import type { MailRelay } from './domain/exports/mail-relay.ts';
import type { PriceSource } from './domain/prices/price-source.ts';
import type { PaymentDetails } from './domain/providers/payment-details.ts';
import type { SandboxClock } from './domain/sandbox-clock.ts';
import type { WebhookTransport } from './domain/webhooks/transport.ts';
import type { ClientAddress, SharedRateLimit } from './http/rate-limit.ts';
import type { DocsAssets } from './pages/docs.ts';

export interface Clock {
  now(): Date;
}

/** Where uploaded documents and outbox messages go: files on Node, R2 on the edge. */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes stored under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
}

/**
 * The one logger: pino (JSON lines to stdout on Node, objects to the console on Workers; node/logger.ts,
 * worker/logger.ts). Calls take the fields first, then the message: `logger.error({ jobId }, 'job failed')`.
 */
export type Logger = Pick<PinoLogger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'isLevelEnabled'>;

/** Everything the runtime-neutral core needs, given to it by a runtime entry. */
export type AppDeps = {
  store: Store;
  /** The service time: system time plus the sandbox offset. */
  clock: SandboxClock;
  prices: PriceSource;
  /** Where customers pay: simulated in sandbox, the operator's accounts and address pool in production. */
  paymentDetails: PaymentDetails;
  blobs: BlobStore;
  /** The mail outbox: `<id>.eml` files (`<dataDir>/outbox` on Node, `outbox/` in R2 on Workers). */
  outbox: BlobStore;
  /** Sends mail when one is configured (SMTP on Node, send_email on Workers); without it, the outbox only. */
  mailRelay: MailRelay | undefined;
  config: AppConfig;
  logger: Logger;
  docsAssets: DocsAssets;
  /** Sends webhook deliveries: undici with address checks on Node, `fetch` on Workers. */
  webhookTransport: WebhookTransport;
  /** Workers: Cloudflare's rate-limiting bindings, counting across isolates; Node counts in its one process. */
  sharedRateLimit?: SharedRateLimit;
  /** The client's address for the keyless rate limit: CF-Connecting-IP on Workers; Node's socket when unset. */
  clientAddress?: ClientAddress;
};

export const systemClock: Clock = { now: () => new Date() };
