import { zCountry, zDocumentType, zOnboardingStatus } from '@cambio/contract/schemas';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { enumValues } from './enum-values.ts';
import { timestamp } from './timestamp.ts';

// Brokers (tenants), their users with their onboarding per country, API keys and uploaded documents.

export type OnboardingStatus = (typeof zOnboardingStatus.options)[number];
const onboardingStatuses = zOnboardingStatus.options as [OnboardingStatus, ...OnboardingStatus[]];

export const brokers = sqliteTable('brokers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The environment of the broker and of its keys: a server serves the brokers of its own mode only. */
  mode: text('mode', { enum: ['sandbox', 'production'] })
    .notNull()
    .default('sandbox'),
  /**
   * The broker's clock: the real time plus this offset, which only the sandbox moves forward (its test clock,
   * domain/sandbox/broker-clock.ts). Every time the service reads for the broker comes from it.
   */
  clockOffsetMs: integer('clock_offset_ms').notNull().default(0),
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
    /** The user's profile fields that are read and written whole (Profile, domain/users/profile.ts). */
    profile: text('profile', { mode: 'json' }).notNull(),
    additionalInformation: text('additional_information', { mode: 'json' }).notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('users_broker_created').on(table.brokerId, table.createdAt, table.id),
    // One per exact filter of GET /api/users, each followed by the list's order (db/list-indexes.test.ts).
    index('users_broker_type_created').on(table.brokerId, table.type, table.createdAt, table.id),
    index('users_broker_first_name_created').on(table.brokerId, table.firstName, table.createdAt, table.id),
    index('users_broker_last_name_created').on(table.brokerId, table.lastName, table.createdAt, table.id),
    index('users_broker_business_name_created').on(
      table.brokerId,
      table.businessName,
      table.createdAt,
      table.id,
    ),
    uniqueIndex('users_broker_email').on(table.brokerId, table.email),
  ],
);

export const onboardings = sqliteTable(
  'onboardings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    country: text('country', { enum: enumValues(zCountry.options) }).notNull(),
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
  documentType: text('document_type', { enum: enumValues(zDocumentType.options) }).notNull(),
  contentType: text('content_type').notNull(),
  fileName: text('file_name'),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  blobKey: text('blob_key').notNull(),
  createdAt: timestamp('created_at').notNull(),
});
