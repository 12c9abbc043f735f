import { and, eq, type SQL } from 'drizzle-orm';
import type { OrderRecord, QuoteRecord } from '../domain/orders/order-record.ts';
import { newestFirstPage } from './newest-first-page.ts';
import { bulkBankPayouts, orders, quotes } from './schema.ts';
import type { Statement, Store } from './store.ts';

export type OrderRow = Omit<typeof orders.$inferSelect, 'body'> & { body: OrderRecord };
export type QuoteRow = Omit<typeof quotes.$inferSelect, 'body'> & { body: QuoteRecord };

export async function findQuote(store: Store, brokerId: string, id: string): Promise<QuoteRow | undefined> {
  const rows = await store.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.brokerId, brokerId)))
    .limit(1);
  return rows[0] as QuoteRow | undefined;
}

/** An order of the broker; orders of other brokers do not exist for the caller. */
export async function findOrder(
  store: Store,
  brokerId: string | undefined,
  id: string,
): Promise<OrderRow | undefined> {
  const where = brokerId ? and(eq(orders.id, id), eq(orders.brokerId, brokerId)) : eq(orders.id, id);
  const rows = await store.db.select().from(orders).where(where).limit(1);
  return rows[0] as OrderRow | undefined;
}

export async function findOrderByReference(store: Store, userId: string, clientReferenceId: string) {
  const rows = await store.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.clientReferenceId, clientReferenceId)))
    .limit(1);
  return rows[0];
}

export async function listOrders(
  store: Store,
  brokerId: string,
  filters: { userId?: string; status?: string; clientReferenceId?: string },
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(orders.brokerId, brokerId)];
  if (filters.userId) conditions.push(eq(orders.userId, filters.userId));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.clientReferenceId) conditions.push(eq(orders.clientReferenceId, filters.clientReferenceId));
  const { rows, total } = await newestFirstPage(store, orders, and(...conditions), page);
  return { rows: rows as OrderRow[], total };
}

/**
 * The guarded write of a changed order: it applies only if the order is still at the version that was
 * read, so two concurrent requests can never both move it (the loser's commit rolls back).
 */
export function saveOrder(store: Store, row: OrderRow, body: OrderRecord, at: Date): Statement[] {
  return [
    store.db
      .update(orders)
      .set({ status: body.status, body, updatedAt: at.toISOString(), version: row.version + 1 })
      .where(and(eq(orders.id, row.id), eq(orders.version, row.version))),
    store.guardChanged(),
  ];
}

export async function findBulkBankPayout(store: Store, brokerId: string, id: string) {
  const rows = await store.db
    .select()
    .from(bulkBankPayouts)
    .where(and(eq(bulkBankPayouts.id, id), eq(bulkBankPayouts.brokerId, brokerId)))
    .limit(1);
  return rows[0];
}
