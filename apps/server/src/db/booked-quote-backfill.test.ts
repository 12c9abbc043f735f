import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../node/runtime.ts';
import * as schema from './schema.ts';

// Migration 0006: orders booked before 0005 kept their booking on the quote; the backfill names the quote
// each such order booked (its first: later quotes of an order come from re-pricing).
it('backfills booked_quote_id from the quotes booked before migration 0005', () => {
  const sqlite = new Database(':memory:');
  migrate(drizzle(sqlite, { schema }), { migrationsFolder });
  const quote = sqlite.prepare(
    "insert into quotes (id, broker_id, user_id, body, expires_at, booked_at, order_id, created_at) values (?, 'b', 'u', '{}', 'z', ?, ?, ?)",
  );
  quote.run('quo_1', '2026-01-01T00:00:01Z', 'ord_1', '2026-01-01T00:00:00Z');
  quote.run('quo_2', '2026-01-02T00:00:00Z', 'ord_1', '2026-01-02T00:00:00Z');
  quote.run('quo_3', null, null, '2026-01-01T00:00:00Z');
  const order = sqlite.prepare(
    "insert into orders (id, broker_id, user_id, status, body, created_at, updated_at) values (?, 'b', 'u', 'complete', '{}', 'a', 'a')",
  );
  order.run('ord_1');
  order.run('ord_2');

  sqlite.exec(
    readFileSync(join(migrationsFolder, '0006_backfill_booked_quote.sql'), 'utf8').replaceAll(
      '--> statement-breakpoint',
      '',
    ),
  );

  const booked = sqlite.prepare('select id, booked_quote_id as quote from orders order by id').all();
  expect(booked).toEqual([
    { id: 'ord_1', quote: 'quo_1' },
    { id: 'ord_2', quote: null },
  ]);
});
