import { and, eq } from 'drizzle-orm';
import type { OrderRow } from './orders-queries.ts';
import { deposits, orders } from './schema.ts';
import type { Statement, Store } from './store.ts';

/** The broker's order whose own payment reference (settlement.payment.instructions.reference) this is. */
export async function findOrderByPaymentReference(
  store: Store,
  brokerId: string,
  reference: string,
): Promise<OrderRow | undefined> {
  const rows = await store.db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentReference, reference), eq(orders.brokerId, brokerId)))
    .limit(1);
  return rows[0] as OrderRow | undefined;
}

export type DepositRow = typeof deposits.$inferInsert;

export function depositInsert(store: Store, deposit: DepositRow): Statement {
  return store.db.insert(deposits).values(deposit);
}
