import { zCountry, zFiatCurrency, zNetwork } from '@cambio/contract/schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { WebhookFaultsRecord } from '../records.ts';
import { enumValues } from './enum-values.ts';
import { eventDataColumn } from './events-data.ts';
import { brokers, users } from './tenants-schema.ts';
import { timestamp } from './timestamp.ts';

// Webhook registrations, bank accounts, crypto addresses, events and delivery attempts; the other tables
// are in the *-schema.ts files re-exported at the end (drizzle-kit reads this file).

export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['orders', 'bank-accounts', 'users'] }).notNull(),
    url: text('url').notNull(),
    retryOnFailure: integer('retry_on_failure', { mode: 'boolean' }).notNull(),
    /** Signing secret (`whsec_` + base64); the service needs it in clear text to sign deliveries. */
    secret: text('secret').notNull(),
    /** The secret a rotation replaced: deliveries carry its signature too until `previousSecretExpiresAt`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at'),
    /** Set when a receiver answered 410 Gone: nothing is delivered until an update enables it again. */
    disabledAt: timestamp('disabled_at'),
    disabledReason: text('disabled_reason'),
    /** Sandbox only: the faults its scheduled deliveries carry on purpose (schema WebhookFaults); null: none. */
    faults: text('faults', { mode: 'json' }).$type<WebhookFaultsRecord>(),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [
    index('webhooks_broker_created').on(table.brokerId, table.createdAt, table.id),
    index('webhooks_broker_user_created').on(table.brokerId, table.userId, table.createdAt, table.id),
    uniqueIndex('webhooks_user_type_url').on(table.userId, table.type, table.url),
  ],
);

export const bankAccounts = sqliteTable(
  'bank_accounts',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    country: text('country', { enum: enumValues(zCountry.options) }).notNull(),
    fiat: text('fiat', { enum: enumValues(zFiatCurrency.options) }).notNull(),
    bankName: text('bank_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    clabe: text('clabe'),
    cci: text('cci'),
    accountNumber: text('account_number'),
    routingNumber: text('routing_number'),
    accountType: text('account_type', { enum: ['savings', 'checking'] }),
    /** What makes two accounts of a user the same account (see domain/bank-accounts/identifier.ts). */
    identifier: text('identifier').notNull(),
    createdAt: timestamp('created_at').notNull(),
    deletedAt: timestamp('deleted_at'),
  },
  (table) => [
    index('bank_accounts_broker_created').on(table.brokerId, table.createdAt, table.id),
    index('bank_accounts_broker_user_created').on(table.brokerId, table.userId, table.createdAt, table.id),
    uniqueIndex('bank_accounts_user_identifier')
      .on(table.userId, table.identifier)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const cryptoAddresses = sqliteTable(
  'crypto_addresses',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    network: text('network', { enum: enumValues(zNetwork.options) }).notNull(),
    address: text('address').notNull(),
    memo: text('memo'),
    label: text('label'),
    createdAt: timestamp('created_at').notNull(),
  },
  (table) => [
    index('crypto_addresses_broker_created').on(table.brokerId, table.createdAt, table.id),
    index('crypto_addresses_broker_user_created').on(table.brokerId, table.userId, table.createdAt, table.id),
    index('crypto_addresses_broker_network_created').on(
      table.brokerId,
      table.network,
      table.createdAt,
      table.id,
    ),
    uniqueIndex('crypto_addresses_user_address_memo').on(
      table.userId,
      table.network,
      table.address,
      table.memo,
    ),
    // NULL memos are all distinct to the index above, so addresses without a memo need their own.
    uniqueIndex('crypto_addresses_user_address_no_memo')
      .on(table.userId, table.network, table.address)
      .where(sql`${table.memo} is null`),
  ],
);

/**
 * Domain events, written in the same transaction as the change they report, with one delivery job per
 * enabled registration of the event's user and type (domain/events.ts eventStatements).
 * `data` is the resource as its GET answered it, stored as its JSON (db/events-data.ts); `details` the
 * envelope's other fields (`previousStatus`).
 */
export const events = sqliteTable(
  'events',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    userId: text('user_id').notNull(),
    type: text('type', { enum: ['orders', 'bank-accounts', 'users'] }).notNull(),
    event: text('event').notNull(),
    /** The id of the resource the event is about (`data.id`: an order, a bank account, a user). */
    resourceId: text('resource_id'),
    data: eventDataColumn('data').notNull(),
    details: text('details', { mode: 'json' }),
    createdAt: timestamp('created_at').notNull(),
  },
  (table) => [
    index('events_broker_created').on(table.brokerId, table.createdAt, table.id),
    // One per filter of GET /api/events, each followed by the list's order (db/list-indexes.test.ts).
    index('events_broker_user_created').on(table.brokerId, table.userId, table.createdAt, table.id),
    index('events_broker_event_created').on(table.brokerId, table.event, table.createdAt, table.id),
    index('events_broker_type_created').on(table.brokerId, table.type, table.createdAt, table.id),
    index('events_broker_resource_created').on(table.brokerId, table.resourceId, table.createdAt, table.id),
  ],
);

/**
 * Every attempt to deliver an event to a registration: scheduled ones, redeliveries and pings. The log a
 * registration's owner reads (GET /api/webhooks/{id}/attempts).
 */
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    webhookId: text('webhook_id').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    /** `scheduled` (a delivery job), `redelivery` or `ping`. */
    trigger: text('trigger', { enum: ['scheduled', 'redelivery', 'ping'] }).notNull(),
    /** 1 for the first attempt of a scheduled delivery, 2 for its first retry, ... */
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    attemptedAt: timestamp('attempted_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    statusCode: integer('status_code'),
    /** The first bytes of the receiver's answer, as text. */
    responseBody: text('response_body'),
    /** Why no status code came back (timeout, connection refused, refused address, redirect). */
    error: text('error'),
    /** When the next attempt is due; null when this was the last one. */
    nextAttemptAt: timestamp('next_attempt_at'),
    /** The registration's fault that made or held back this attempt (sandbox); null for an attempt as usual. */
    injected: text('injected', { enum: ['duplicate', 'burst', 'delay', 'outOfOrder'] }),
  },
  (table) => [
    index('webhook_attempts_webhook').on(table.webhookId, table.attemptedAt, table.id),
    index('webhook_attempts_webhook_event').on(table.webhookId, table.event, table.attemptedAt, table.id),
    index('webhook_attempts_webhook_event_id').on(
      table.webhookId,
      table.eventId,
      table.attemptedAt,
      table.id,
    ),
    index('webhook_attempts_webhook_outcome').on(table.webhookId, table.outcome, table.attemptedAt, table.id),
  ],
);

/**
 * One row whose CHECK fails when the statement before it in a batch changed nothing: it turns a guarded
 * update that lost a race into a rolled-back batch, on better-sqlite3 and on D1 alike.
 */
export const batchGuard = sqliteTable(
  'batch_guard',
  {
    id: integer('id').primaryKey(),
    changed: integer('changed').notNull(),
  },
  (table) => [check('batch_guard_changed', sql`${table.changed} > 0`)],
);
export * from './access-schema.ts';
export * from './deposit-addresses-schema.ts';
export * from './deposits-schema.ts';
export * from './exports-schema.ts';
export * from './idempotency-schema.ts';
export * from './list-totals-schema.ts';
export * from './money-schema.ts';
export * from './receiver-checks-schema.ts';
export * from './tenants-schema.ts';
export * from './volume-schema.ts';
