import Database from 'better-sqlite3';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventDataText } from '../db/events-data.ts';
import * as schema from '../db/schema.ts';
import { nativePrepared } from './native-statements.ts';
import { migrationsFolder } from './runtime.ts';

const { brokers, events, jobs, quotes } = schema;

function open() {
  const sqlite = new Database(':memory:');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  let reads = 0;
  const native = <T>(prepared: T) => nativePrepared(sqlite, prepared, () => reads++);
  return { sqlite, db, native, reads: () => reads };
}

let store: ReturnType<typeof open>;
beforeEach(() => {
  store = open();
  const { db } = store;
  db.insert(brokers).values({ id: 'brk_1', name: 'One', createdAt: '2026-01-01T00:00:00.000Z' }).run();
  for (const id of ['quo_1', 'quo_2']) {
    db.insert(quotes)
      .values({
        id,
        brokerId: 'brk_1',
        userId: 'usr_1',
        body: { id, amount: '10.50', nested: { list: [1, 'two'] } },
        expiresAt: '2026-01-01T00:01:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .run();
  }
});

describe('nativePrepared gives what drizzle gives', () => {
  it('reads rows with JSON, null and text columns decoded, and no row as undefined', () => {
    const prepared = store.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, sql.placeholder('id')), eq(quotes.brokerId, sql.placeholder('brokerId'))))
      .prepare();
    const native = store.native(prepared);
    expect(native).not.toBe(prepared);
    for (const values of [
      { id: 'quo_1', brokerId: 'brk_1' },
      { id: 'quo_1', brokerId: 'brk_2' },
    ]) {
      expect(native.get(values)).toEqual(prepared.get(values));
    }
    expect(native.get({ id: 'quo_1', brokerId: 'brk_1' })?.body).toEqual({
      id: 'quo_1',
      amount: '10.50',
      nested: { list: [1, 'two'] },
    });
    expect(store.reads()).toBe(3);
  });

  it('lists rows and selected expressions in order', () => {
    const prepared = store.db
      .select({
        id: quotes.id,
        text: sql<string>`${quotes.body}`,
        booked: sql<number>`${quotes.orderId} is not null`,
      })
      .from(quotes)
      .where(eq(quotes.brokerId, sql.placeholder('brokerId')))
      .orderBy(quotes.id)
      .prepare();
    const native = store.native(prepared);
    expect(native.all({ brokerId: 'brk_1' })).toEqual(prepared.all({ brokerId: 'brk_1' }));
    expect(native.all({ brokerId: 'brk_1' }).map((row) => row.id)).toEqual(['quo_1', 'quo_2']);
  });

  it('maps the nested fields of an inner join; leaves an outer join to drizzle', () => {
    const inner = store.db
      .select({ quote: { id: quotes.id }, broker: { name: brokers.name } })
      .from(quotes)
      .innerJoin(brokers, eq(brokers.id, quotes.brokerId))
      .where(eq(quotes.id, sql.placeholder('id')))
      .prepare();
    expect(store.native(inner).get({ id: 'quo_1' })).toEqual(inner.get({ id: 'quo_1' }));
    expect(store.native(inner).get({ id: 'quo_1' })).toEqual({
      quote: { id: 'quo_1' },
      broker: { name: 'One' },
    });
    const outer = store.db.select().from(quotes).leftJoin(brokers, eq(brokers.id, quotes.brokerId)).prepare();
    expect(store.native(outer)).toBe(outer);
  });

  it('writes through the columns’ encoders and names a missing value as drizzle does', () => {
    const insert = store.db
      .insert(jobs)
      .values({
        id: sql.placeholder('id'),
        kind: 'order.expire',
        subjectId: sql.placeholder('subjectId'),
        dueAt: sql.placeholder('dueAt'),
        status: 'pending',
        createdAt: sql.placeholder('dueAt'),
        updatedAt: sql.placeholder('dueAt'),
      })
      .prepare();
    const native = store.native(insert);
    native.run({ id: 'job_1', subjectId: 'ord_1', dueAt: '2026-01-02T00:00:00.000Z' });
    expect(store.db.select().from(jobs).all()).toMatchObject([
      { id: 'job_1', kind: 'order.expire', subjectId: 'ord_1', status: 'pending', attempts: 0 },
    ]);
    expect(() => native.run({ id: 'job_2', dueAt: 'x' })).toThrow('No value for placeholder "subjectId"');
    expect(() => insert.run({ id: 'job_2', dueAt: 'x' })).toThrow('No value for placeholder "subjectId"');
  });

  it('encodes a JSON column bound through a placeholder', () => {
    const insert = store.db
      .insert(events)
      .values({
        id: sql.placeholder('id'),
        brokerId: 'brk_1',
        userId: 'usr_1',
        type: 'orders',
        event: 'order.created',
        data: sql.placeholder('data'),
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .prepare();
    store.native(insert).run({ id: 'evt_1', data: { amount: '1.00' } });
    insert.run({ id: 'evt_2', data: { amount: '1.00' } });
    // events.data is a value stored as its JSON (db/events-data.ts): both went through its encoder.
    const stored = store.sqlite.prepare('select data from events order by id').pluck().all();
    expect(stored.map((value) => eventDataText(value))).toEqual(['{"amount":"1.00"}', '{"amount":"1.00"}']);
  });
});
