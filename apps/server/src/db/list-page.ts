import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Store } from '../deps.ts';
import { listTotals } from './list-totals-schema.ts';

/** A list's position: the (time, id) of the last record of a page, newest first. */
export type ListKey = { at: string; id: string };

/** One page: an offset page (the specification's `page`) or the page after a keyset position (`cursor`). */
export type PageRequest = { limit: number } & ({ offset: number; after?: never } | { after: ListKey });

export type ListPage<T> = {
  rows: T[];
  /** Matching records: exact for a list's kept total, else counted up to `totalCap`. */
  total: number;
  /** More than `totalCap` match (`total` is then `totalCap`). */
  capped: boolean;
  /** The position after this page, when it was full (more may follow). */
  next?: ListKey;
};

/** A count reads at most this many matching index entries (the document's X-Total-Count). */
export const totalCap = 10_000;
/** A filter no index serves (free text) is tried on at most this many records per request. */
export const scanCap = 10_000;

type Listed = SQLiteTable & { id: SQLiteColumn };

/** A list whose unfiltered total a counter keeps (db/list-totals-schema.ts), and whose total it is. */
export type KeptTotal = { list: 'orders' | 'events' | 'users' | 'webhook_attempts'; ownerId: string };

/**
 * One page of a list, newest first by `time` then id (as every list of the API is), and its total.
 * An index on the filter's columns followed by (time, id) serves it at any depth with a cursor: the keyset
 * `(time, id) < (at, id)` is a seek, where an offset reads every record it skips. A condition no index can
 * serve (`scanned`: free text) is tried on the next `scanCap` records only, newest first from the cursor: a
 * page may then hold fewer matches than `limit`, and `next` is where the scan stopped. `kept`, given when
 * `where` is the list's owner alone, reads the exact total a counter keeps instead of counting.
 */
export async function newestFirstPage<T extends Listed, Row>(
  store: Store,
  table: T,
  where: SQL | undefined,
  page: PageRequest,
  options: {
    time: SQLiteColumn;
    columns?: Record<string, SQLiteColumn | SQL>;
    scanned?: SQL;
    kept?: KeptTotal;
  },
): Promise<ListPage<Row>> {
  const { time, scanned, kept } = options;
  const exact = kept !== undefined && !scanned;
  const after = page.after ? sql`(${time}, ${table.id}) < (${page.after.at}, ${page.after.id})` : undefined;
  const order = [desc(time), desc(table.id)];
  // The records a scanned condition is tried on: the next scanCap of the indexed filters, from the cursor.
  const window = scanned
    ? store.db
        .select({ id: table.id })
        .from(table as SQLiteTable)
        .where(and(where, after))
        .orderBy(...order)
        .limit(scanCap)
    : undefined;
  const matching = window ? and(inArray(table.id, window), scanned) : and(where, after);
  const select = options.columns ? store.db.select(options.columns) : store.db.select();
  const [rows, total] = await Promise.all([
    select
      .from(table as SQLiteTable)
      .where(matching)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.after ? 0 : page.offset),
    exact ? keptTotal(store, kept) : cappedCount(store, table, window ? matching : where),
  ]);
  const key = (row: Record<string, unknown> | undefined) =>
    row ? { at: String(row[timeKey(table, time)]), id: String(row.id) } : undefined;
  let next = rows.length === page.limit ? key(rows.at(-1) as Record<string, unknown>) : undefined;
  if (!next && window) next = await scanEnd(store, table, and(where, after), order, time);
  return {
    rows: rows as Row[],
    total: exact ? total : Math.min(total, totalCap),
    capped: !exact && total > totalCap,
    ...(next ? { next } : {}),
  };
}

/**
 * The first `limit` records after `after`, oldest first by `time` then id (the events API's `since`), and how
 * many follow it, counted as a filtered list's are. The indexes of the newest-first lists serve it read the
 * other way. No `next`: the reader goes on from the last record of the page.
 */
export async function oldestFirstAfter<T extends Listed, Row>(
  store: Store,
  table: T,
  where: SQL | undefined,
  after: ListKey,
  limit: number,
  options: { time: SQLiteColumn; columns?: Record<string, SQLiteColumn | SQL> },
): Promise<ListPage<Row>> {
  const { time } = options;
  const matching = and(where, sql`(${time}, ${table.id}) > (${after.at}, ${after.id})`);
  const select = options.columns ? store.db.select(options.columns) : store.db.select();
  const [rows, total] = await Promise.all([
    select
      .from(table as SQLiteTable)
      .where(matching)
      .orderBy(asc(time), asc(table.id))
      .limit(limit),
    cappedCount(store, table, matching),
  ]);
  return { rows: rows as Row[], total: Math.min(total, totalCap), capped: total > totalCap };
}

/** The records `where` matches, counted up to one past `totalCap` (reading at most that many index entries). */
async function cappedCount(store: Store, table: Listed, where: SQL | undefined): Promise<number> {
  const counted = store.db
    .select({ one: sql`1` })
    .from(table as SQLiteTable)
    .where(where)
    .limit(totalCap + 1)
    .as('matched');
  const [count] = await store.db.select({ total: sql<number>`count(*)` }).from(counted);
  return Number(count?.total ?? 0);
}

/** The exact total a counter keeps: one row read, however long the list (no row: nothing counted yet). */
async function keptTotal(store: Store, kept: KeptTotal): Promise<number> {
  const [row] = await store.db
    .select({ total: listTotals.total })
    .from(listTotals)
    .where(and(eq(listTotals.list, kept.list), eq(listTotals.ownerId, kept.ownerId)));
  return Number(row?.total ?? 0);
}

/** Where a full scan window ended: its last record, when there are scanCap of them (more may follow). */
async function scanEnd(
  store: Store,
  table: Listed,
  where: SQL | undefined,
  order: SQL[],
  time: SQLiteColumn,
): Promise<ListKey | undefined> {
  const [last] = await store.db
    .select({ at: time, id: table.id })
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...order)
    .limit(1)
    .offset(scanCap - 1);
  return last ? { at: String(last.at), id: String(last.id) } : undefined;
}

/** The property name under which drizzle returns `column` of `table`. */
function timeKey(table: Listed, column: SQLiteColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of the listed table`);
  return entry[0];
}
