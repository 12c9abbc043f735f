import { and, desc, eq, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import type { BulkBankPayoutRecord, OrderRecord } from '../records.ts';
import { type ListPage, newestFirstPage, type PageRequest } from './list-page.ts';
import { idOfBroker, perStore, preparedWrite } from './prepared.ts';
import { userOfQuote } from './quotes-queries.ts';
import { bulkBankPayouts, orders } from './schema.ts';

export type OrderRow = Omit<typeof orders.$inferSelect, 'body'> & { body: OrderRecord };

// Order creation and reads run these on every request: prepared once per store.
const orderOfBroker = perStore((db) => db.select().from(orders).where(idOfBroker(orders)).prepare());
const orderById = perStore((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(),
);
const orderByReference = perStore((db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.clientReferenceId, sql.placeholder('clientReferenceId')),
      ),
    )
    .prepare(),
);
// A booking with a clientReferenceId looks for the reference among its quote's user's orders.
const orderOfQuoteUserByReference = perStore((db) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userOfQuote), eq(orders.clientReferenceId, sql.placeholder('clientReferenceId'))),
    )
    .prepare(),
);

type NewOrderRow = {
  id: string;
  brokerId: string;
  userId: string;
  status: string;
  clientReferenceId: string | null;
  paymentReference: string | null;
  /** The quote booked (none for a child order): the unique index refuses a second order of it. */
  bookedQuoteId: string | null;
  body: OrderRecord;
  createdAt: string;
};

const insertOrder = preparedWrite<Omit<NewOrderRow, 'body'> & { body: string }>((db) =>
  db
    .insert(orders)
    .values({
      id: sql.placeholder('id'),
      brokerId: sql.placeholder('brokerId'),
      userId: sql.placeholder('userId'),
      status: sql.placeholder('status'),
      clientReferenceId: sql.placeholder('clientReferenceId'),
      paymentReference: sql.placeholder('paymentReference'),
      bookedQuoteId: sql.placeholder('bookedQuoteId'),
      body: sql`${sql.placeholder('body')}`,
      createdAt: sql.placeholder('createdAt'),
      updatedAt: sql.placeholder('createdAt'),
    })
    .prepare(),
);

/** The insert of a new order's row, its record stored as its JSON. */
export function insertOrderStatement(store: Store, row: NewOrderRow): Statement {
  return insertOrder(store, { ...row, body: JSON.stringify(row.body) });
}

/** Sets the order row's payment_reference column (the deposits' matching key) to `reference`. */
export function recordPaymentReferenceStatement(store: Store, orderId: string, reference: string): Statement {
  return recordPaymentReference(store, { orderId, reference });
}

const recordPaymentReference = preparedWrite<{ orderId: string; reference: string }>((db) =>
  db
    .update(orders)
    .set({ paymentReference: sql`${sql.placeholder('reference')}` })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare(),
);

/**
 * The greatest payment reference of all orders: the last entry of the partial unique index, read at once
 * (without the `is not null` its WHERE needs, SQLite read every order: 292 ms at 100,000 orders).
 */
export async function newestPaymentReference(store: Store): Promise<string | undefined> {
  const [row] = await store.db
    .select({ reference: orders.paymentReference })
    .from(orders)
    .where(isNotNull(orders.paymentReference))
    .orderBy(desc(orders.paymentReference))
    .limit(1);
  return row?.reference ?? undefined;
}

/** An order of the broker; orders of other brokers do not exist for the caller. */
export async function findOrder(
  store: Store,
  brokerId: string | undefined,
  id: string,
): Promise<OrderRow | undefined> {
  const row = brokerId
    ? await orderOfBroker(store).get({ id, brokerId })
    : await orderById(store).get({ id });
  return row as OrderRow | undefined;
}

export async function findOrderByReference(store: Store, userId: string, clientReferenceId: string) {
  return orderByReference(store).get({ userId, clientReferenceId });
}

/** The order of the user a quote of the broker is for with `clientReferenceId` (read with the quote: booking). */
export async function findOrderOfQuoteUserByReference(
  store: Store,
  brokerId: string,
  quoteId: string,
  clientReferenceId: string,
) {
  return orderOfQuoteUserByReference(store).get({ quoteId, brokerId, clientReferenceId });
}

export async function listOrders(
  store: Store,
  brokerId: string,
  filters: { userId?: string; status?: string; clientReferenceId?: string },
  page: PageRequest,
): Promise<ListPage<OrderRow>> {
  const conditions: SQL[] = [eq(orders.brokerId, brokerId)];
  if (filters.userId) conditions.push(eq(orders.userId, filters.userId));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.clientReferenceId) conditions.push(eq(orders.clientReferenceId, filters.clientReferenceId));
  return newestFirstPage<typeof orders, OrderRow>(store, orders, and(...conditions), page, {
    time: orders.createdAt,
    ...(conditions.length === 1 ? { kept: { list: 'orders', ownerId: brokerId } } : {}),
  });
}

/** The user's orders in one status, oldest first (few: orders wait in a status for someone to act). */
export async function ordersOfUserInStatus(store: Store, brokerId: string, userId: string, status: string) {
  const rows = await store.db
    .select()
    .from(orders)
    .where(and(eq(orders.brokerId, brokerId), eq(orders.userId, userId), eq(orders.status, status)))
    .orderBy(orders.createdAt, orders.id);
  return rows as OrderRow[];
}

/**
 * The open orders (status not in `finalStatuses`) that pay from or pay out to a bank account: a query to run,
 * or to use in `notExists` so the check happens inside the write it guards.
 */
export function openOrdersUsingBankAccount(
  store: Store,
  account: { id: string; userId: string },
  finalStatuses: readonly string[],
) {
  const leg = (name: 'payment' | 'payout') =>
    sql`json_extract(${orders.body}, ${`$.settlement.${name}.bankAccountId`})`;
  return store.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, account.userId),
        notInArray(orders.status, [...finalStatuses]),
        or(eq(leg('payment'), account.id), eq(leg('payout'), account.id)),
      ),
    )
    .limit(1);
}

// Every step of every order goes through saveOrder: its update is prepared once per store.
const updateOrderStatement = preparedWrite<{
  id: string;
  /** The version that was read; the row moves to the next one. */
  version: number;
  status: string;
  /** The order's record as its JSON. */
  body: string;
  updatedAt: string;
}>((db) =>
  db
    .update(orders)
    .set({
      status: sql`${sql.placeholder('status')}`,
      body: sql`${sql.placeholder('body')}`,
      updatedAt: sql`${sql.placeholder('updatedAt')}`,
      version: sql`${sql.placeholder('version')} + 1`,
    })
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.version, sql.placeholder('version'))))
    .prepare(),
);

/**
 * The guarded write of a changed order: it applies only if the order is still at the version that was
 * read, so two concurrent requests can never both move it (the loser's commit rolls back). The one way to
 * change an order once inserted.
 */
export function saveOrder(store: Store, row: OrderRow, body: OrderRecord, at: Date): Statement[] {
  return [
    updateOrderStatement(store, {
      id: row.id,
      version: row.version,
      status: body.status,
      body: JSON.stringify(body),
      updatedAt: at.toISOString(),
    }),
    store.guardChanged(),
  ];
}

export async function findBulkBankPayout(store: Store, brokerId: string, id: string) {
  const rows = await store.db
    .select()
    .from(bulkBankPayouts)
    .where(and(eq(bulkBankPayouts.id, id), eq(bulkBankPayouts.brokerId, brokerId)))
    .limit(1);
  const row = rows[0];
  return row && { ...row, body: row.body as BulkBankPayoutRecord };
}
