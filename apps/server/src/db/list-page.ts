import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Store } from './store.ts';

/** A list's position: the (time, id) of the last record of a page, newest first. */
export type ListKey = { at: string; id: string };

/** One page: an offset page (the specification's `page`) or the page after a keyset position (`cursor`). */
export type PageRequest = { limit: number } & ({ offset: number; after?: never } | { after: ListKey });

export type ListPage<T> = {
  rows: T[];
  /** Matching records, counted up to `totalCap`. */
  total: number;
  /** More than `totalCap` match (`total` is then `totalCap`). */
  capped: boolean;
  /** The position after this page, when it was full (more may follow). */
  next?: ListKey;
};

/** A count reads at most this many matching index entries (the document's X-Total-Count). */
export const totalCap = 10_000;

type Listed = SQLiteTable & { id: SQLiteColumn };

/**
 * One page of a list, newest first by `time` then id (as every list of the API is), and its capped total.
 * An index on the filter's columns followed by (time, id) serves it at any depth with a cursor: the keyset
 * `(time, id) < (at, id)` is a seek, where an offset reads every record it skips.
 */
export async function newestFirstPage<T extends Listed, Row>(
  store: Store,
  table: T,
  where: SQL | undefined,
  page: PageRequest,
  options: { time: SQLiteColumn; columns?: Record<string, SQLiteColumn | SQL> },
): Promise<ListPage<Row>> {
  const { time } = options;
  const after = page.after ? sql`(${time}, ${table.id}) < (${page.after.at}, ${page.after.id})` : undefined;
  const select = options.columns ? store.db.select(options.columns) : store.db.select();
  const matched = store.db
    .select({ one: sql`1` })
    .from(table as SQLiteTable)
    .where(where)
    .limit(totalCap + 1)
    .as('matched');
  const [rows, counted] = await Promise.all([
    select
      .from(table as SQLiteTable)
      .where(and(where, after))
      .orderBy(desc(time), desc(table.id))
      .limit(page.limit)
      .offset(page.after ? 0 : page.offset),
    store.db.select({ total: sql<number>`count(*)` }).from(matched),
  ]);
  const matching = Number(counted[0]?.total ?? 0);
  const last = rows.length === page.limit ? (rows.at(-1) as Record<string, unknown> | undefined) : undefined;
  return {
    rows: rows as Row[],
    total: Math.min(matching, totalCap),
    capped: matching > totalCap,
    ...(last ? { next: { at: String(last[timeKey(table, time)]), id: String(last.id) } } : {}),
  };
}

/** The property name under which drizzle returns `column` of `table`. */
function timeKey(table: Listed, column: SQLiteColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of the listed table`);
  return entry[0];
}
