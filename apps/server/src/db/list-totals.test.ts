import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../domain/crypto.ts';
import { migrationsFolder } from '../node/runtime.ts';
import { createPendingUser, openTestRuntime } from '../testing/test-runtime.ts';
import { listEvents } from './events-queries.ts';
import { totalCap } from './list-page.ts';
import { listOrders } from './orders-queries.ts';
import * as schema from './schema.ts';
import { events, orders } from './schema.ts';
import { ConcurrentChangeError } from './store.ts';
import { listUsers } from './users-queries.ts';

// Migration 0014: the unfiltered lists that grow without bound answer their exact total from a counter kept
// by triggers in the statement that writes the row, so it cannot drift from the rows: a rolled-back change
// takes its count with it. Filtered lists keep the capped count.
const runtime = await openTestRuntime('list-totals');
afterAll(() => runtime.dispose());
const { store, brokerId } = runtime;
const firstPage = { limit: 1, offset: 0 };

function orderRow(at: Date, userId = runtime.userId) {
  return {
    id: newId('ord', at),
    brokerId,
    userId,
    status: 'complete',
    body: {},
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
}

function eventRow(at: Date) {
  return {
    id: newId('evt', at),
    brokerId,
    userId: runtime.userId,
    type: 'orders' as const,
    event: 'order.created',
    data: {},
    createdAt: at.toISOString(),
  };
}

async function counted(table: typeof orders | typeof events) {
  const [row] = await store.db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(eq(table.brokerId, brokerId));
  return Number(row?.n);
}

async function totals() {
  const [ordersPage, eventsPage] = await Promise.all([
    listOrders(store, brokerId, {}, firstPage),
    listEvents(store, brokerId, {}, firstPage),
  ]);
  return { orders: ordersPage.total, events: eventsPage.total };
}

describe('kept totals', () => {
  it('count what is committed, and nothing of a change that rolls back', async () => {
    await createPendingUser(runtime);
    const before = await totals();
    expect(before).toEqual({ orders: await counted(orders), events: await counted(events) });
    expect(before.events).toBeGreaterThan(0);

    // Two orders and an event, then a guarded update that changed nothing: the whole commit rolls back.
    const at = new Date();
    const rolledBack = store.commit([
      store.db.insert(orders).values([orderRow(at), orderRow(new Date(at.getTime() + 1))]),
      store.db.insert(events).values(eventRow(at)),
      store.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, 'ord_none')),
      store.guardChanged(),
    ]);
    await expect(rolledBack).rejects.toBeInstanceOf(ConcurrentChangeError);
    expect(await totals()).toEqual(before);

    await store.commit([
      store.db.insert(orders).values([orderRow(at), orderRow(new Date(at.getTime() + 1))]),
      store.db.insert(events).values(eventRow(at)),
    ]);
    const after = await totals();
    expect(after).toEqual({ orders: before.orders + 2, events: before.events + 1 });
    expect(after).toEqual({ orders: await counted(orders), events: await counted(events) });

    // A purge deletes: the total follows.
    await store.commit([store.db.delete(events).where(eq(events.brokerId, brokerId))]);
    expect(await totals()).toEqual({ orders: after.orders, events: 0 });
  });

  it('are exact past the count cap, where a filtered list still caps its count', async () => {
    const otherUser = 'usr_list_totals_other';
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const chunks = Array.from({ length: 11 }, (_, chunk) =>
      store.db
        .insert(orders)
        .values(
          Array.from({ length: 1000 }, (_, k) => orderRow(new Date(start + chunk * 1000 + k), otherUser)),
        ),
    );
    await store.commit(chunks);
    const all = await listOrders(store, brokerId, {}, firstPage);
    expect(all.total).toBe(await counted(orders));
    expect(all.total).toBeGreaterThan(11_000);
    expect(all.capped).toBe(false);
    const filtered = await listOrders(store, brokerId, { userId: otherUser }, firstPage);
    expect(filtered).toMatchObject({ total: totalCap, capped: true });
  });

  it("answer X-Total-Count without X-Total-Count-Capped on a list of all the broker's records", async () => {
    await createPendingUser(runtime);
    // The users list without a filter is the caller; filtered by the caller's own broker, every user.
    const response = await runtime.app.request(`/api/users?brokerId=${brokerId}&limit=1`, {
      headers: { 'x-api-key': runtime.writeKey },
    });
    expect(response.status).toBe(200);
    const { total } = await listUsers(store, brokerId, {}, firstPage);
    const [row] = await store.db
      .select({ n: sql<number>`count(*)` })
      .from(schema.users)
      .where(eq(schema.users.brokerId, brokerId));
    expect(total).toBe(Number(row?.n));
    expect(response.headers.get('x-total-count')).toBe(String(total));
    expect(response.headers.get('x-total-count-capped')).toBeNull();
  });
});

it('migration 0014 counts the rows that were there before it', () => {
  // The migrations up to 0013, rows written, then 0014.
  const folder = mkdtempSync(join(tmpdir(), 'cambio-list-totals-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const upTo = journal.entries.findIndex((entry) => entry.tag === '0014_list_totals');
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    const sqlite = new Database(':memory:');
    migrate(drizzle(sqlite, { schema }), { migrationsFolder: folder });
    const order = sqlite.prepare(
      "insert into orders (id, broker_id, user_id, status, body, created_at, updated_at) values (?, ?, 'u', 'complete', '{}', 'a', 'a')",
    );
    order.run('ord_1', 'brk_a');
    order.run('ord_2', 'brk_a');
    order.run('ord_3', 'brk_b');
    sqlite
      .prepare(
        "insert into events (id, broker_id, user_id, type, event, data, created_at) values ('evt_1', 'brk_a', 'u', 'orders', 'order.created', '{}', 'a')",
      )
      .run();

    sqlite.exec(readFileSync(join(migrationsFolder, '0014_list_totals.sql'), 'utf8'));

    expect(
      sqlite.prepare('select list, owner_id, total from list_totals order by list, owner_id').all(),
    ).toEqual([
      { list: 'events', owner_id: 'brk_a', total: 1 },
      { list: 'orders', owner_id: 'brk_a', total: 2 },
      { list: 'orders', owner_id: 'brk_b', total: 1 },
    ]);
    sqlite.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
