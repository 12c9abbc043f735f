import { getTableColumns, sql } from 'drizzle-orm';
import type { Store } from '../deps.ts';
import type { QuoteRecord } from '../records.ts';
import { idOfBroker, perStore, preparedWrite } from './prepared.ts';
import { quotes } from './schema.ts';

export type QuoteRow = Omit<typeof quotes.$inferSelect, 'body'> & { body: QuoteRecord };

// Quotes are read on every booking: prepared once per store.
// The booking is the order naming the quote in booked_quote_id. Written out: drizzle leaves the columns of
// a one-table select unqualified, and the subquery's own `id` would then stand for the quote's.
const bookingOf = (column: 'id' | 'created_at') =>
  sql<
    string | null
  >`(select ${sql.raw(`"${column}"`)} from "orders" where "booked_quote_id" = "quotes"."id")`;
const quoteOfBroker = perStore((db) =>
  db
    .select({
      ...getTableColumns(quotes),
      bookingOrderId: bookingOf('id'),
      bookingAt: bookingOf('created_at'),
    })
    .from(quotes)
    .where(idOfBroker(quotes))
    .prepare(),
);
// What a booking reads of its quote: the order that booked it, if any, and not when.
const quoteToBookOfBroker = perStore((db) =>
  db
    .select({
      body: quotes.body,
      expiresAt: quotes.expiresAt,
      orderId: quotes.orderId,
      bookingOrderId: bookingOf('id'),
    })
    .from(quotes)
    .where(idOfBroker(quotes))
    .prepare(),
);
/**
 * The user a quote of the broker is for, as a subquery (placeholders `quoteId` and `brokerId`): a booking reads
 * what it needs of that user by the quote id the request names, all at once with the quote (one D1 batch).
 */
export const userOfQuote = sql`(select "user_id" from "quotes" where "id" = ${sql.placeholder('quoteId')} and "broker_id" = ${sql.placeholder('brokerId')})`;

/** A quote's row; every quote comes through here (a new one, a re-pricing one made for its order). */
export const insertQuoteStatement = preparedWrite<{
  id: string;
  brokerId: string;
  userId: string;
  /** The quote's JSON text (JSON.stringify of its record), written as it is. */
  body: string;
  expiresAt: string;
  /** A re-pricing quote's order and booking; null for a quote a client asked for. */
  orderId: string | null;
  bookedAt: string | null;
  createdAt: string;
}>((db) =>
  db
    .insert(quotes)
    .values({
      id: sql.placeholder('id'),
      brokerId: sql.placeholder('brokerId'),
      userId: sql.placeholder('userId'),
      body: sql`${sql.placeholder('body')}`,
      expiresAt: sql.placeholder('expiresAt'),
      orderId: sql.placeholder('orderId'),
      bookedAt: sql.placeholder('bookedAt'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(),
);

/**
 * A quote of the broker, with its booking shown in its body: the order that booked it (orders.booked_quote_id,
 * so booking writes no quote page), or for a re-pricing quote the order it was made for.
 */
export async function findQuote(store: Store, brokerId: string, id: string): Promise<QuoteRow | undefined> {
  const found = await quoteOfBroker(store).get({ id, brokerId });
  if (!found) return undefined;
  const { bookingOrderId, bookingAt, ...columns } = found;
  const row = columns as QuoteRow;
  row.orderId ??= bookingOrderId;
  row.bookedAt ??= bookingAt;
  row.body.orderId = row.orderId;
  row.body.bookedAt = row.bookedAt;
  return row;
}

/**
 * A quote of the broker as a booking needs it: its record, its expiry, and the order it belongs to (the one that
 * booked it, or for a re-pricing quote the one it was made for); null when it is free to book.
 */
export async function findQuoteToBook(
  store: Store,
  brokerId: string,
  id: string,
): Promise<{ quote: QuoteRecord; expiresAt: string; orderId: string | null } | undefined> {
  const found = await quoteToBookOfBroker(store).get({ id, brokerId });
  if (!found) return undefined;
  return {
    quote: found.body as QuoteRecord,
    expiresAt: found.expiresAt,
    orderId: found.orderId ?? found.bookingOrderId,
  };
}
