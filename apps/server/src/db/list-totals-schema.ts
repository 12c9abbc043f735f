import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The exact total of each unfiltered list that grows without bound (an owner's orders, events, users and a
 * registration's delivery attempts), so that its X-Total-Count is one read instead of a count. Triggers of
 * migration 0014 keep it in the statement that inserts or deletes the row counted: a change rolled back takes
 * its count with it, on Node and on D1, whoever writes (db/list-page.ts reads it).
 */
export const listTotals = sqliteTable(
  'list_totals',
  {
    /** The counted table: `orders`, `events` and `users` per broker, `webhook_attempts` per registration. */
    list: text('list').notNull(),
    ownerId: text('owner_id').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.list, table.ownerId] })],
);
