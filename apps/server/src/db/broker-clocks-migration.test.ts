import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../node/runtime.ts';
import * as schema from './schema.ts';

// Migration 0016: the one sandbox clock becomes every broker's, each job gets its broker, and pending due
// times move from the sandbox clock to the real time.
it("gives each broker the sandbox clock's offset, each job its broker, pending due times in real time", () => {
  const sqlite = new Database(':memory:');
  migrate(drizzle(sqlite, { schema }), { migrationsFolder });
  sqlite.pragma('foreign_keys = OFF');
  // As a database before 0016 had it: the offset as a setting, jobs without a broker, due on the sandbox clock.
  const run = (sql: string) => sqlite.exec(sql);
  run("insert into settings (key, value) values ('sandboxClockOffsetMs', '3600000')");
  run(
    "insert into brokers (id, name, mode, created_at) values ('brk_a', 'A', 'sandbox', 'x'), ('brk_b', 'B', 'sandbox', 'x')",
  );
  const job = (id: string, subject: string, target: string | null, status: string) =>
    run(
      `insert into jobs (id, kind, subject_id, target_id, due_at, status, attempts, created_at, updated_at) values ('${id}', 'k', '${subject}', ${target ? `'${target}'` : 'null'}, '2026-11-27T12:00:00.000Z', '${status}', 0, 'x', 'x')`,
    );
  run(
    "insert into webhooks (id, broker_id, user_id, type, url, retry_on_failure, secret, created_at, updated_at) values ('whk_1', 'brk_b', 'u', 'orders', 'https://x.example/', 1, 's', 'x', 'x')",
  );
  run(
    "insert into order_exports (id, broker_id, user_id, email, filters, status, attempts, created_at, updated_at) select 'exp_1', 'brk_a', 'u', 'e', '{}', 'queued', 0, 'x', 'x'",
  );
  job('job_export', 'exp_1', null, 'pending');
  job('job_delivery', 'evt_1', 'whk_1', 'pending');
  job('job_done', 'exp_1', null, 'done');
  job('job_service', 'service', null, 'pending');

  const statements = readFileSync(join(migrationsFolder, '0016_broker_clocks.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => !/ALTER TABLE|CREATE INDEX/.test(statement));
  for (const statement of statements) run(statement);

  const offsets = sqlite.prepare('select id, clock_offset_ms as offset from brokers order by id').all();
  expect(offsets).toEqual([
    { id: 'brk_a', offset: 3_600_000 },
    { id: 'brk_b', offset: 3_600_000 },
  ]);
  const jobs = sqlite
    .prepare('select id, broker_id as brokerId, due_at as dueAt from jobs order by id')
    .all();
  expect(jobs).toEqual([
    { id: 'job_delivery', brokerId: 'brk_b', dueAt: '2026-11-27T11:00:00.000Z' },
    { id: 'job_done', brokerId: 'brk_a', dueAt: '2026-11-27T12:00:00.000Z' },
    { id: 'job_export', brokerId: 'brk_a', dueAt: '2026-11-27T11:00:00.000Z' },
    { id: 'job_service', brokerId: null, dueAt: '2026-11-27T11:00:00.000Z' },
  ]);
  expect(
    sqlite.prepare("select count(*) from settings where key = 'sandboxClockOffsetMs'").pluck().get(),
  ).toBe(0);
});
