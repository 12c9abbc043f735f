import { zCountry } from '@cambio/contract/schemas';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { enumValues } from './enum-values.ts';

/**
 * The USD value of a user's completed orders per country, fee side and UTC day, in integer
 * micro-dollars so that SQLite adds them exactly. A completing order adds to its day's row in the same commit
 * as the order (db/volume-queries.ts); fee tiers and `accumulatedVolumeInUSD` read the sum of the last 30 days.
 */
export const volumeDays = sqliteTable(
  'volume_days',
  {
    userId: text('user_id').notNull(),
    country: text('country', { enum: enumValues(zCountry.options) }).notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    /** `YYYY-MM-DD`, UTC. */
    day: text('day').notNull(),
    usdMicros: integer('usd_micros').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.country, table.side, table.day] })],
);
