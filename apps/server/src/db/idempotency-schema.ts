import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Idempotency-Key claims and the answers they keep (http/idempotency.ts). The unique (broker, key) index is
 * what lets exactly one of several concurrent requests claim a key; `status` stays null while that request
 * runs.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /** One claim of the key: completion and release touch only their own claim, never a newer one. */
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the API key id, method, path with query and body: what "the same request" means. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    body: text('body'),
    createdAt: text('created_at').notNull(),
    /** ISO 8601 UTC; a row at or past it counts as absent, and the purge deletes it. */
    expiresAt: text('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_broker_key').on(table.brokerId, table.key),
    index('idempotency_keys_expires').on(table.expiresAt),
  ],
);
