import { and, eq, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import type { OrderRow } from './orders-queries.ts';
import { deposits, orders } from './schema.ts';

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

/**
 * The broker's orders awaiting a crypto payment at this deposit address (and memo, when given): at most two,
 * so that a caller can tell an address shared by several orders (the sandbox's stellar account). Only
 * orders awaiting payment are read, through the broker and status index.
 */
export async function ordersAwaitingDepositAt(
  store: Store,
  brokerId: string,
  address: string,
  memo: string | undefined,
): Promise<OrderRow[]> {
  const instructions = (field: string) =>
    sql`json_extract(${orders.body}, ${`$.settlement.payment.instructions.${field}`})`;
  const rows = await store.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.brokerId, brokerId),
        eq(orders.status, 'awaitingPayment'),
        sql`${instructions('blockchainAddress')} = ${address}`,
        memo === undefined ? undefined : sql`${instructions('blockchainMemo')} = ${memo}`,
      ),
    )
    .limit(2);
  return rows as OrderRow[];
}

export type DepositRow = typeof deposits.$inferInsert;

export function depositInsert(store: Store, deposit: DepositRow): Statement {
  return store.db.insert(deposits).values(deposit);
}
