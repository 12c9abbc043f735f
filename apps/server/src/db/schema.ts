import { zCountry, zFiatCurrency, zNetwork, zOnboardingStatus } from '@cambio/contract/schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export type OnboardingStatus = (typeof zOnboardingStatus.options)[number];
const onboardingStatuses = zOnboardingStatus.options as [OnboardingStatus, ...OnboardingStatus[]];
/** The document's enumerations, in the non-empty tuple form drizzle's `enum` wants. */
const enumValues = <T extends string>(options: readonly T[]) => options as [T, ...T[]];

/** Timestamps are ISO 8601 UTC strings with milliseconds, as the API shows them; they sort as text. */
const timestamp = (name: string) => text(name);

export const brokers = sqliteTable('brokers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at').notNull(),
});

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id),
    type: text('type', { enum: ['business', 'individual'] }).notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    businessName: text('business_name'),
    /** The user's profile fields that are read and written whole (see domain/users/user-record.ts). */
    profile: text('profile', { mode: 'json' }).notNull(),
    additionalInformation: text('additional_information', { mode: 'json' }).notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('users_broker_created').on(table.brokerId, table.createdAt, table.id),
    uniqueIndex('users_broker_email').on(table.brokerId, table.email),
  ],
);

export const onboardings = sqliteTable(
  'onboardings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    country: text('country', { enum: ['MX', 'PE', 'CO'] }).notNull(),
    status: text('status', { enum: onboardingStatuses }).notNull(),
    hasAcceptedTerms: integer('has_accepted_terms', { mode: 'boolean' }).notNull().default(false),
    onboardingId: text('onboarding_id').notNull(),
    verificationProviderId: text('verification_provider_id'),
    /** The secret path segment of the hosted verification page, and that page's URL as handed out. */
    sessionToken: text('session_token'),
    sessionUrl: text('session_url'),
    address: text('address', { mode: 'json' }),
    legalRepresentative: text('legal_representative', { mode: 'json' }),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.country] }),
    uniqueIndex('onboardings_session_token').on(table.sessionToken),
  ],
);

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id')
      .notNull()
      .references(() => brokers.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['read', 'createAndModify'] }).notNull(),
    /** The readable start of the key (`sk_sandbox_AbCd`), to tell keys apart in listings. */
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    label: text('label'),
    createdAt: timestamp('created_at').notNull(),
    revokedAt: timestamp('revoked_at'),
  },
  (table) => [uniqueIndex('api_keys_hash').on(table.hash)],
);

export const documents = sqliteTable('documents', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  documentType: text('document_type').notNull(),
  contentType: text('content_type').notNull(),
  fileName: text('file_name'),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  blobKey: text('blob_key').notNull(),
  createdAt: timestamp('created_at').notNull(),
});

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
    /** Signing secret; the service needs it in clear text to sign deliveries. */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [
    index('webhooks_broker_created').on(table.brokerId, table.createdAt, table.id),
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
 * Domain events, written in the same transaction as the change they report; webhook delivery reads them by id.
 * No other index: a booking writes four, and an index on them cost 6 % of a booking's SQLite work (measured
 * apart, with the booking's statements on better-sqlite3).
 */
export const events = sqliteTable('events', {
  id: text('id').primaryKey(),
  brokerId: text('broker_id').notNull(),
  userId: text('user_id').notNull(),
  type: text('type', { enum: ['orders', 'bank-accounts', 'users'] }).notNull(),
  event: text('event').notNull(),
  data: text('data', { mode: 'json' }).notNull(),
  createdAt: timestamp('created_at').notNull(),
});

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
export * from './deposits-schema.ts';
export * from './idempotency-schema.ts';
export * from './money-schema.ts';
export * from './volume-schema.ts';
