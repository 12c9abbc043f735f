import Decimal from 'decimal.js';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import type { BulkBankPaymentRecord } from '../records.ts';
import type { OrderRow } from './orders-queries.ts';
import { idOfBroker, perStore } from './prepared.ts';
import { userOfQuote } from './quotes-queries.ts';
import { bulkBankPayments, orders } from './schema.ts';

export type BulkBankPaymentRow = Omit<typeof bulkBankPayments.$inferSelect, 'body'> & {
  body: BulkBankPaymentRecord;
};

// Order changes, jobs and reads look bulk bank payments up by id: prepared once per store (unique lookups, no
// limit).
const paymentOfBroker = perStore((db) =>
  db.select().from(bulkBankPayments).where(idOfBroker(bulkBankPayments)).prepare(),
);
const paymentById = perStore((db) =>
  db
    .select()
    .from(bulkBankPayments)
    .where(eq(bulkBankPayments.id, sql.placeholder('id')))
    .prepare(),
);

/** A bulk bank payment of the broker (any broker when `brokerId` is undefined: jobs and order hooks). */
export async function findBulkBankPayment(
  store: Store,
  brokerId: string | undefined,
  id: string,
): Promise<BulkBankPaymentRow | undefined> {
  const row = brokerId
    ? await paymentOfBroker(store).get({ id, brokerId })
    : await paymentById(store).get({ id });
  return row as BulkBankPaymentRow | undefined;
}

export async function findBulkBankPaymentByReference(store: Store, brokerId: string, reference: string) {
  const rows = await store.db
    .select()
    .from(bulkBankPayments)
    .where(and(eq(bulkBankPayments.reference, reference), eq(bulkBankPayments.brokerId, brokerId)))
    .limit(1);
  return rows[0] as BulkBankPaymentRow | undefined;
}

// Every booking of a bank-paid order looks for one: prepared once per store (a unique lookup, no limit).
const collectingOfUser = perStore((db) =>
  db
    .select()
    .from(bulkBankPayments)
    .where(
      and(
        eq(bulkBankPayments.userId, sql.placeholder('userId')),
        eq(bulkBankPayments.collectingKey, sql.placeholder('collectingKey')),
      ),
    )
    .prepare(),
);
// A booking reads its quote's user's collecting ones with the quote (one per currency and country, few).
const collectingOfQuoteUser = perStore((db) =>
  db
    .select()
    .from(bulkBankPayments)
    .where(and(eq(bulkBankPayments.userId, userOfQuote), isNotNull(bulkBankPayments.collectingKey)))
    .prepare(),
);

/** The user's bulk bank payment that collects orders in `fiat` and `country`, if there is one. */
export async function findCollectingBulkBankPayment(
  store: Store,
  userId: string,
  fiat: string,
  country: string,
): Promise<BulkBankPaymentRow | undefined> {
  const row = await collectingOfUser(store).get({ userId, collectingKey: collectingKey(fiat, country) });
  return row as BulkBankPaymentRow | undefined;
}

/** The bulk bank payments collecting orders of the user a quote of the broker is for (read with the quote: booking). */
export async function collectingBulkBankPaymentsOfQuoteUser(
  store: Store,
  brokerId: string,
  quoteId: string,
): Promise<BulkBankPaymentRow[]> {
  return (await collectingOfQuoteUser(store).all({ quoteId, brokerId })) as BulkBankPaymentRow[];
}

export function collectingKey(fiat: string, country: string): string {
  return `${fiat}:${country}`;
}

/**
 * The guarded write of a changed bulk bank payment: it applies only over the version that was read. It
 * stops collecting orders once it is no longer `awaitingOrders` or `awaitingPayment` before any deposit.
 */
export function saveBulkBankPayment(
  store: Store,
  row: BulkBankPaymentRow,
  body: BulkBankPaymentRecord,
  at: Date,
): Statement[] {
  const stillCollecting =
    row.collectingKey !== null &&
    new Decimal(body.amountReceived).isZero() &&
    (body.status === 'awaitingOrders' || body.status === 'awaitingPayment');
  return [
    store.db
      .update(bulkBankPayments)
      .set({
        body,
        updatedAt: at.toISOString(),
        version: row.version + 1,
        collectingKey: stillCollecting ? row.collectingKey : null,
      })
      .where(and(eq(bulkBankPayments.id, row.id), eq(bulkBankPayments.version, row.version))),
    store.guardChanged(),
  ];
}

/** The user's orders in `awaitingPayment`, oldest first (what a collecting bulk bank payment takes in). */
export async function awaitingPaymentOrders(
  store: Store,
  brokerId: string,
  userId: string,
): Promise<OrderRow[]> {
  const rows = await store.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.brokerId, brokerId), eq(orders.userId, userId), eq(orders.status, 'awaitingPayment')),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows as OrderRow[];
}

/** A new bulk bank payment; `collectingKey` set while it takes in the user's orders (collectingKey()). */
export function insertBulkBankPayment(store: Store, row: Omit<BulkBankPaymentRow, 'version'>): Statement {
  return store.db.insert(bulkBankPayments).values(row);
}
