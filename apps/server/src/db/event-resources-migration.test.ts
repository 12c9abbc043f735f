import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../node/runtime.ts';
import * as schema from './schema.ts';

// Migration 0017: the events written before it get their resource (`data.id`), so that the events API's
// orderId and bankAccountId filters find them; a row deflated before issue 28 (a blob) stays without one.
it('gives each stored event the id of its resource', () => {
  const sqlite = new Database(':memory:');
  migrate(drizzle(sqlite, { schema }), { migrationsFolder });
  const insert = sqlite.prepare(
    "insert into events (id, broker_id, user_id, type, event, data, created_at) values (?, 'brk_a', 'usr_1', ?, ?, ?, 'x')",
  );
  insert.run('evt_1', 'orders', 'order.created', JSON.stringify({ id: 'ord_1', status: 'awaitingPayment' }));
  insert.run('evt_2', 'bank-accounts', 'bankAccount.deleted', JSON.stringify({ id: 'bac_1' }));
  insert.run('evt_3', 'users', 'user.created', Buffer.from([1, 0, 0, 0, 0]));
  sqlite.exec('update events set resource_id = null');

  const backfill = readFileSync(
    join(migrationsFolder, '0017_receiver_checks_and_event_resources.sql'),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement));
  expect(backfill).toHaveLength(1);
  for (const statement of backfill) sqlite.exec(statement);

  expect(sqlite.prepare('select id, resource_id as resourceId from events order by id').all()).toEqual([
    { id: 'evt_1', resourceId: 'ord_1' },
    { id: 'evt_2', resourceId: 'bac_1' },
    { id: 'evt_3', resourceId: null },
  ]);
});
