import { desc, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Store } from './store.ts';

type Listed = SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn };

/** One page of a list, newest first (as every list of the API is), and the total that matches. */
export async function newestFirstPage<T extends Listed>(
  store: Store,
  table: T,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, counted] = await Promise.all([
    store.db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.limit)
      .offset(page.offset),
    store.db
      .select({ total: sql<number>`count(*)` })
      .from(table as SQLiteTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(counted[0]?.total ?? 0) };
}
