/**
 * The interfaces of the core: what the runtime-neutral code needs and each runtime entry gives it (AppDeps).
 * Types only, importing no implementation of this project, so that any module may name them without a circle.
 */

import type { components } from '@cambio/contract';
import type Decimal from 'decimal.js';
import type { BatchItem } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { Context } from 'hono';
import type { Logger as PinoLogger } from 'pino';
import type { AppConfig } from './config.ts';
import type * as schema from './db/schema.ts';
import type { BoundWrite } from './db/statements.ts';

type Schemas = components['schemas'];

export type Database = BaseSQLiteDatabase<'sync' | 'async', unknown, typeof schema>;

/** A write to commit: a drizzle query, or a write prepared once per store and bound to its values. */
export type Statement = BatchItem<'sqlite'> | BoundWrite;

/**
 * The storage the core sees: a drizzle database for reads, and `commit` that applies a decided list of
 * writes atomically (a better-sqlite3 transaction on Node, a D1 batch on the edge).
 */
export interface Store {
  db: Database;
  commit(statements: Statement[]): Promise<void>;
  /**
   * A statement to place right after a guarded update (one with the expected status or version in its
   * WHERE clause): when that update changed no row, `commit` rolls everything back and throws
   * ConcurrentChangeError.
   */
  guardChanged(): Statement;
}

/**
 * Where each commit is a network round trip (D1: worker/held-writes.ts), the commits of a request with an
 * Idempotency-Key are held, to leave in one batch with the key's claim and the answer it keeps
 * (http/idempotency.ts). Held commits resolve at once. They leave with the claim before a read of the run,
 * once the key was found free; before an upload, a mail or a webhook the claim leaves even with nothing held.
 * A batch that fails before the claim landed drops the run's answer and the request runs again with nothing
 * held; one that fails after answers as on Node (a guard's failure 409 with the key freed; only the answer
 * not kept: logged, the answer goes out).
 */
export interface HeldWrites {
  /** Holds the run's commits from now; `claim` takes the key, `release` frees it, `free` says whether it was free. */
  hold(claim: Statement[], release: Statement[], free: Promise<boolean>): void;
  /** Sends what is held with the claim (unless it left already) and `completion`; `notKept` hears its failure alone. */
  keepAnswer(completion: Statement[], notKept: (error: unknown) => void): Promise<void>;
  /** The answer is not kept: sends what is held, and the release when the claim left. */
  freeKey(): Promise<void>;
  /** Drops what is held (the key's stored answer is the answer, or the run failed); frees a claim that left. */
  drop(): Promise<void>;
}

/** Who is calling: the API key's broker (tenant), the user the key acts as, and what the key may do. */
export type Caller = {
  keyId: string;
  brokerId: string;
  userId: string;
  role: 'read' | 'createAndModify';
  approved: boolean;
  /** The broker's clock offset (a sandbox broker's test clock; 0 in production): the request's clock. */
  clockOffsetMs: number;
};

/** What order creation checks of a user's onboarding in one country: approved, and the terms accepted. */
export type OnboardingAccess = Pick<typeof schema.onboardings.$inferSelect, 'status' | 'hasAcceptedTerms'>;

/** The caller a key acts as; undefined for a missing, unknown or revoked key, or one of the other mode. */
export type FindCaller = (key: string, mode: AppConfig['mode']) => Promise<Caller | undefined>;

export interface Clock {
  now(): Date;
}

/**
 * A broker's time: the real time plus the broker's offset, which only the sandbox moves forward
 * (domain/sandbox/clock.ts). The service's own clock (AppDeps.clock) is at offset 0.
 */
export interface ServiceClock extends Clock {
  /** The real time, without the offset: what receivers of signed deliveries compare with. */
  wallNow(): Date;
  readonly offsetMs: number;
  /** An instant of this clock as the real time it falls at: how job due times are stored (jobs.due_at). */
  toWall(instant: Date): Date;
  /** A step of a clock move: this clock stands at `instant` (never back) until the move ends. */
  stopAt(instant: Date): void;
  /** A new clock on the same real time at another offset (running: not stopped). */
  at(offsetMs: number): ServiceClock;
}

/** Where uploaded documents and outbox messages go: files on Node, R2 on the edge. */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes stored under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes what is stored under each key; a key with nothing stored is no error. */
  delete(keys: string[]): Promise<void>;
}

/**
 * The one logger: pino (JSON lines to stdout on Node, objects to the console on Workers; node/logger.ts,
 * worker/logger.ts). Calls take the fields first, then the message: `logger.error({ jobId }, 'job failed')`.
 */
export type Logger = Pick<PinoLogger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'isLevelEnabled'>;

/** A provider's view of one fiat/stablecoin pair at one moment, both legs against USD. */
export type ProviderQuote = {
  fiatPerUsd: Decimal;
  usdPerStablecoin: Decimal;
  /** The stablecoin's nominal value in USD: 1 for USD coins, the EUR/USD rate for EURC. */
  pegUsd: Decimal;
  /** When the provider published these rates (a feed publishes at intervals, not at every instant). */
  asOf: Date;
};

export interface PriceSource {
  quote(fiat: Schemas['FiatCurrency'], stablecoin: Schemas['Stablecoin'], at: Date): ProviderQuote;
  /**
   * A source that fetches its rates (production's feed) has them fetched when due: awaited before quoting
   * (pricesReady). It never throws; `quote` says what is wrong.
   */
  ready?(): Promise<void>;
}

/** Payment instructions: field name to value (the sandbox's in domain/orders/payment-instructions.ts). */
export type Instructions = Record<string, string>;
export type DepositAddress = { address: string; memo?: string };

/**
 * Where customers pay: the service's bank account for a fiat payment, and a deposit address for a crypto one.
 * The sandbox simulates both; production takes them from the operator's configuration
 * (domain/providers/configured-payment-details.ts) and answers 503 rather than make one up.
 */
export interface PaymentDetails {
  /** The service's account for `country` and `fiat`, with the payment's `reference`. */
  bankInstructions(
    country: Schemas['Country'],
    fiat: Schemas['FiatCurrency'],
    reference: string,
  ): Instructions;
  /** A deposit address of `network` for the order, and the writes that hand it out (committed with the order). */
  depositAddress(
    store: Store,
    orderId: string,
    network: Schemas['Network'],
    at: Date,
  ): Promise<{ deposit: DepositAddress; statements: Statement[] }>;
}

/** Which way a message left: a relay's kind, or the outbox alone (no relay configured). */
export type Delivery = 'smtp' | 'sendEmail' | 'outbox';

/**
 * A mail relay that takes a message already built (the same MIME bytes on both runtimes): nodemailer over
 * SMTP on Node, Cloudflare's send_email binding on Workers. A rejection is a failed attempt, retried.
 */
export interface MailRelay {
  readonly kind: Exclude<Delivery, 'outbox'>;
  send(message: { envelopeFrom: string; to: string; raw: string }): Promise<void>;
}

/** One delivery request: the body is sent as it is, signed by the headers. */
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };

/** What came back: a status (any, redirects included), or why none did. */
export type WebhookResponse =
  | { statusCode: number; retryAfter: string | null; body: string; durationMs: number }
  | { error: string; durationMs: number };

/**
 * Sends deliveries: the runtime's HTTP client (node/webhook-transport.ts, or `fetchTransport` on Workers),
 * and how many it sends at once (Workers allow 6 open connections per invocation). A runtime that resolves
 * names itself also says, at registration, what is wrong with the addresses a host name has now
 * (`hostRefusal`); the check when a delivery connects stays the guarantee, as DNS answers change.
 */
export type WebhookTransport = {
  send(request: WebhookRequest): Promise<WebhookResponse>;
  concurrency: number;
  hostRefusal?(hostname: string): Promise<string | undefined>;
};

/** The two rate-limit policies: requests of one API key, and requests without a valid key by client address. */
export type RatePolicy = 'key' | 'address';

/**
 * A limit shared by every instance of the service (Cloudflare's rate-limiting bindings on Workers, where
 * each isolate counts only its own requests): false when `client` is over its policy's quota.
 */
export type SharedRateLimit = (policy: RatePolicy, client: string) => Promise<boolean>;

/** Where a request comes from; Node's socket address when none is given (http/rate-limit.ts). */
export type ClientAddress = (c: Context) => string | undefined;

/** The Swagger UI files that /docs serves (pages/docs.ts). */
export type DocsAssets = { 'swagger-ui.css': string; 'swagger-ui-bundle.js': string };

/** Everything the runtime-neutral core needs, given to it by a runtime entry. */
export type AppDeps = {
  store: Store;
  /** Who a request's key acts as: domain/keys/api-keys.ts findCaller, remembered (http/remembered-callers.ts). */
  findCaller: FindCaller;
  /**
   * The clock of the request's broker (http/access.ts gives a request its broker's), else the service's own
   * at offset 0: for a job, that of the job's broker.
   */
  clock: ServiceClock;
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
  /**
   * Who compresses the API reference's answers (pages/docs.ts): the app (Hono's compress) when unset, as on
   * Node; `runtime` on Workers, which encodes a body whose Content-Encoding is set for what the client
   * accepts (the app's own encoding would be encoded again, and the Accept-Encoding a Worker sees is not the
   * client's).
   */
  compression?: 'runtime';
  /** Workers: the commits of the current request held for its Idempotency-Key (HeldWrites); unset on Node. */
  holdWrites?: () => HeldWrites | undefined;
};

export const systemClock: Clock = { now: () => new Date() };
