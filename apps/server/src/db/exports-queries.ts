import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import type { ExportFilters, OrderRecord } from '../records.ts';
import { newestFirstPage, type PageRequest } from './list-page.ts';
import { orderExports, orders, outboxMessages } from './schema.ts';

export type ExportRow = Omit<typeof orderExports.$inferSelect, 'filters'> & { filters: ExportFilters };
export type OutboxRow = typeof outboxMessages.$inferSelect;

export function insertExportStatement(store: Store, row: typeof orderExports.$inferInsert): Statement {
  return store.db.insert(orderExports).values(row);
}

/** An export of the broker (other brokers' exports do not exist for the caller), or any export for its job. */
export async function findExport(
  store: Store,
  id: string,
  brokerId?: string,
): Promise<ExportRow | undefined> {
  const where = brokerId
    ? and(eq(orderExports.id, id), eq(orderExports.brokerId, brokerId))
    : eq(orderExports.id, id);
  const [row] = await store.db.select().from(orderExports).where(where).limit(1);
  return row as ExportRow | undefined;
}

/**
 * A change of the export's progress, applied only while it is still in one of `from` (a guarded update:
 * place `store.guardChanged()` after it where losing a race must roll the batch back).
 */
export function updateExportStatement(
  store: Store,
  id: string,
  from: ExportRow['status'][],
  set: Partial<typeof orderExports.$inferInsert>,
): Statement {
  return store.db
    .update(orderExports)
    .set(set)
    .where(and(eq(orderExports.id, id), inArray(orderExports.status, from)));
}

export type OrderKey = { createdAt: string; id: string };

/**
 * One page of the broker's orders for an export, oldest first, after `after` (keyset on created_at, id:
 * the index orders_broker_created), with the filters the columns answer; the rest are the caller's.
 */
export async function exportOrdersPage(
  store: Store,
  brokerId: string,
  filters: ExportFilters,
  statuses: string[] | undefined,
  after: OrderKey | undefined,
  limit: number,
): Promise<{ key: OrderKey; order: OrderRecord }[]> {
  const conditions: (SQL | undefined)[] = [eq(orders.brokerId, brokerId)];
  if (filters.id) conditions.push(eq(orders.id, filters.id));
  if (filters.userId) conditions.push(eq(orders.userId, filters.userId));
  if (statuses) conditions.push(inArray(orders.status, statuses));
  if (filters.startDate) conditions.push(gte(orders.createdAt, filters.startDate));
  if (filters.endDate) conditions.push(lt(orders.createdAt, filters.endDate));
  // A row value: SQLite seeks the index to it (an OR of the two comparisons rescanned every page from the
  // broker's first order, and the export grew with the square of its size).
  if (after) conditions.push(sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}, ${after.id})`);
  const rows = await store.db
    .select({ id: orders.id, createdAt: orders.createdAt, body: orders.body })
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => ({
    key: { createdAt: row.createdAt, id: row.id },
    order: row.body as OrderRecord,
  }));
}

export function insertOutboxStatement(store: Store, row: OutboxRow): Statement {
  return store.db.insert(outboxMessages).values(row).onConflictDoNothing();
}

export async function listOutbox(store: Store, brokerId: string, page: PageRequest) {
  return newestFirstPage<typeof outboxMessages, OutboxRow>(
    store,
    outboxMessages,
    eq(outboxMessages.brokerId, brokerId),
    page,
    { time: outboxMessages.createdAt },
  );
}

export async function findOutboxMessage(
  store: Store,
  brokerId: string,
  id: string,
): Promise<OutboxRow | undefined> {
  const [row] = await store.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.brokerId, brokerId)))
    .limit(1);
  return row;
}
