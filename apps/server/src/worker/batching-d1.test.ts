import type { D1Database } from '@cloudflare/workers-types/index.ts';
import { describe, expect, it } from 'vitest';
import { batchingD1 } from './batching-d1.ts';
import { HeldRun } from './held-writes.ts';
import { RequestAccess, withAccess } from './request-access.ts';

/** A D1 binding answering from `tables` (SQL to columns and rows); it records what went alone and in batches. */
function fakeD1(tables: Record<string, { columns: string[]; rows: unknown[][] }>) {
  const sent: string[][] = [];
  const answer = (sql: string) => tables[sql] ?? { columns: ['version'], rows: [[7]] };
  const asObjects = (sql: string) => {
    const { columns, rows } = answer(sql);
    return rows.map((row) => Object.fromEntries(row.map((cell, index) => [columns[index], cell])));
  };
  const statement = (sql: string) => ({
    sql,
    bind: () => statement(sql),
    raw: async (options?: { columnNames?: boolean }) => {
      sent.push([sql]);
      const { columns, rows } = answer(sql);
      return options?.columnNames ? [columns, ...rows] : rows;
    },
    all: async () => {
      sent.push([sql]);
      return { results: asObjects(sql) };
    },
    first: async (column: string) => {
      sent.push([sql]);
      return asObjects(sql)[0]?.[column] ?? null;
    },
  });
  const binding = {
    prepare: statement,
    batch: async (statements: Array<{ sql: string }>) => {
      sent.push(statements.map((s) => s.sql));
      return statements.map((s) => ({ results: asObjects(s.sql) }));
    },
  };
  return { binding: binding as unknown as D1Database, sent };
}

const page = 'select "id", "total" from "orders"';
const total = 'select count(*) from "orders"';
const joined = 'select "orders"."id", "quotes"."id" from "orders" join "quotes"';
const version = 'SELECT version FROM access_version WHERE id = 1';

describe('batchingD1', () => {
  const tables = {
    [page]: { columns: ['id', 'total'], rows: [['ord_1', '10']] },
    [total]: { columns: ['count(*)'], rows: [[1]] },
    [joined]: { columns: ['id', 'id'], rows: [['ord_1', 'quo_1']] },
  };
  const readBoth = (db: D1Database) =>
    Promise.all([db.prepare(page).bind().raw(), db.prepare(total).bind().raw()]);

  it("sends a request's reads of one tick as one batch with the access version, once their columns are known", async () => {
    const { binding, sent } = fakeD1(tables);
    const db = batchingD1(binding);
    await withAccess(new RequestAccess(), () => readBoth(db));
    sent.length = 0;
    const access = new RequestAccess();
    expect(await withAccess(access, () => readBoth(db))).toEqual([[['ord_1', '10']], [[1]]]);
    expect(sent).toEqual([[version, page, total]]);
    expect(access.version).toBe(7);
  });

  it('never batches a query whose columns share a name (an object row would merge them)', async () => {
    const { binding, sent } = fakeD1(tables);
    const db = batchingD1(binding);
    for (let run = 0; run < 2; run++) {
      const rows = await withAccess(new RequestAccess(), () => db.prepare(joined).bind().raw());
      expect(rows).toEqual([['ord_1', 'quo_1']]);
    }
    expect(sent.filter((statements) => statements.includes(joined))).toEqual([[joined], [joined]]);
  });

  it('makes a run stale when the version moved and the caller looked up again is another', async () => {
    const { binding } = fakeD1(tables);
    const db = batchingD1(binding);
    await withAccess(new RequestAccess(), () => readBoth(db));
    const access = new RequestAccess();
    access.expect(6, async () => false);
    await expect(withAccess(access, () => readBoth(db))).rejects.toThrow('The data changed');
    expect(access.stale).toBe(true);
  });

  // POST /api/orders/export with an Idempotency-Key hung on workerd while other tenants changed keys: it holds
  // its commit before its first batch (the key's row and the version) is answered; the version had moved, so
  // the caller's look-up again read, and that read waited for the held commit, which waits for the key's row.
  // The budget catches the hang (the run itself takes microseconds).
  it("looks a keyed run's caller up again without waiting for the commits it holds", {
    timeout: 30_000,
  }, async () => {
    const { binding, sent } = fakeD1(tables);
    const db = batchingD1(binding);
    await withAccess(new RequestAccess(), () => readBoth(db));
    sent.length = 0;
    const access = new RequestAccess();
    access.expect(6, async () => (await db.prepare(page).bind().raw()).length === 1);
    const keyRow = await withAccess(access, () => {
      const stored = db.prepare(total).bind().raw();
      const run = new HeldRun(
        access,
        binding,
        (statement) => statement as never,
        () => {},
      );
      run.hold(
        [{ sql: 'claim' } as never],
        [{ sql: 'release' } as never],
        stored.then(() => true),
      );
      run.add([{ sql: 'insert export' } as never]);
      return stored;
    });
    expect(keyRow).toEqual([[1]]);
    expect(sent).toEqual([
      [version, total],
      [version, page],
    ]);
    expect(access).toMatchObject({ stale: false, version: 7 });
  });
});
