import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import type { Store } from '../deps.ts';
import { openTestRuntime } from '../testing/test-runtime.ts';
import {
  brokerAttemptIdsBefore,
  brokerEventIdsBefore,
  unbookedQuotesExpiredBy,
} from './retention-queries.ts';
import * as schema from './schema.ts';

// A broker's purge runs at each move of its sandbox clock: each of its queries seeks that broker's records
// through an index (EXPLAIN QUERY PLAN), never a scan of every broker's records, which would grow with the
// whole service.
const runtime = await openTestRuntime('retention-indexes');
afterAll(() => runtime.dispose());

const sqlite = new Database(`${runtime.dataDir}/cambio.sqlite`, { readonly: true });
afterAll(() => sqlite.close());
const queries: Array<{ sql: string; params: unknown[] }> = [];
const db = drizzle(sqlite, { schema, logger: { logQuery: (sql, params) => queries.push({ sql, params }) } });
const store = { ...runtime.store, db: db as never } as Store;

function planOf({ sql, params }: { sql: string; params: unknown[] }): string[] {
  return (
    sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[])) as { detail: string }[]
  ).map((row) => row.detail);
}

/** The plan of the one query `run` makes. */
async function planOfQuery(run: () => Promise<unknown>): Promise<string[]> {
  queries.length = 0;
  await run();
  expect(queries).toHaveLength(1);
  return planOf(queries[0] as { sql: string; params: unknown[] });
}

const before = '2026-11-21T16:04:05.123Z';

it("the broker's events: a seek of its events by time, in order", async () => {
  const plan = await planOfQuery(() => brokerEventIdsBefore(store, 'brk_x', before, 500));
  expect(plan).toEqual([
    expect.stringMatching(
      /^SEARCH events USING COVERING INDEX events_broker_created \(broker_id=\? AND created_at<\?\)$/,
    ),
  ]);
});

it("its registrations' attempts: its registrations, then a seek of each one's attempts by time", async () => {
  const plan = await planOfQuery(() => brokerAttemptIdsBefore(store, 'brk_x', before, 500));
  expect(plan.join('\n')).toMatch(
    /SEARCH webhook_attempts USING COVERING INDEX webhook_attempts_webhook \(webhook_id=\? AND attempted_at<\?\)/,
  );
  expect(plan.join('\n')).toMatch(
    /SEARCH webhooks USING COVERING INDEX webhooks_broker_\w+ \(broker_id=\?\)/,
  );
  expect(plan.filter((line) => line.startsWith('SCAN'))).toEqual([]);
});

it('its unbooked quotes: a seek of its quotes by time, and of the order that booked each', () => {
  const statement = unbookedQuotesExpiredBy(store, before, 'brk_x') as unknown as {
    toSQL(): { sql: string; params: unknown[] };
  };
  const plan = planOf(statement.toSQL());
  expect(plan.join('\n')).toMatch(
    /SEARCH quotes USING INDEX quotes_broker_created \(broker_id=\? AND created_at<\?\)/,
  );
  expect(plan.join('\n')).toMatch(/SEARCH orders USING INDEX orders_booked_quote \(booked_quote_id=\?\)/);
  expect(plan.filter((line) => line.startsWith('SCAN'))).toEqual([]);
});
