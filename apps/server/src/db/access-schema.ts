import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

/**
 * One row whose counter moves whenever something that decides what an API key may do changes: a key added,
 * revoked or deleted, an onboarding's status, a user removed. Triggers in the migration keep it (so a change
 * made by any connection counts, the keys CLI included); the request path compares it with the version its
 * cached callers were read at (domain/keys/api-keys.ts).
 */
export const accessVersion = sqliteTable('access_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});
