import { and, eq, inArray, isNull, lt, lte, notExists, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Statement, Store } from '../deps.ts';
import { events, jobs, orders, quotes, webhookAttempts, webhooks } from './schema.ts';

type Kept = SQLiteTable & { id: SQLiteColumn };

/**
 * What retention purges, each by a range of its time-ordered primary key (ids made before an instant), so a
 * batch is a seek, not a scan: events and delivery attempts, and jobs once finished.
 */
export const purged = {
  events: { table: events, prefix: 'evt' },
  attempts: { table: webhookAttempts, prefix: 'wat' },
  finishedJobs: { table: jobs, prefix: 'job', where: inArray(jobs.status, ['done', 'failed']) },
} satisfies Record<string, { table: Kept; prefix: string; where?: SQL }>;

/** Up to `limit` ids of `table` below `before`, oldest first. */
export async function idsBelow(
  store: Store,
  { table, where }: { table: Kept; where?: SQL },
  before: string,
  limit: number,
): Promise<string[]> {
  const rows = await store.db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(and(lt(table.id, before), where))
    .orderBy(table.id)
    .limit(limit);
  return rows.map((row) => String(row.id));
}

export function idsDeletion(store: Store, table: Kept, ids: string[]): Statement {
  return store.db.delete(table).where(inArray(table.id, ids));
}

/**
 * The pending deliveries of purged events end `failed`: the runner reads a delivery with its event, so one
 * left pending would stay due for ever (and the sandbox clock would keep stopping at it).
 */
export function deliveriesOfPurgedEvents(store: Store, eventIds: string[]): Statement {
  return store.db
    .update(jobs)
    .set({ status: 'failed', lastError: 'its event was purged past the event retention' })
    .where(
      and(eq(jobs.kind, 'webhook.deliver'), eq(jobs.status, 'pending'), inArray(jobs.subjectId, eventIds)),
    );
}

/** Quotes no order booked that expired by `cutoff`: of every broker, or of `brokerId` only. */
export function unbookedQuotesExpiredBy(store: Store, cutoff: string, brokerId?: string): Statement {
  // created_at is indexed (alone, and after the broker) and never after expires_at, so its bound narrows the
  // scan without changing the result.
  return store.db
    .delete(quotes)
    .where(
      and(
        brokerId === undefined ? undefined : eq(quotes.brokerId, brokerId),
        isNull(quotes.orderId),
        lte(quotes.createdAt, cutoff),
        lte(quotes.expiresAt, cutoff),
        notExists(store.db.select({ id: orders.id }).from(orders).where(eq(orders.bookedQuoteId, quotes.id))),
      ),
    );
}

/**
 * Up to `limit` ids of the broker's events made before `before` (ISO 8601), oldest first: a seek of its
 * events by time (events_broker_created), for its purge as of its own clock.
 */
export async function brokerEventIdsBefore(
  store: Store,
  brokerId: string,
  before: string,
  limit: number,
): Promise<string[]> {
  const rows = await store.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.brokerId, brokerId), lt(events.createdAt, before)))
    .orderBy(events.createdAt, events.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` ids of the delivery attempts to the broker's registrations made before `before`: a seek per
 * registration by time (webhook_attempts_webhook). The log of a deleted registration, which no one can read,
 * is left to the hourly purge.
 */
export async function brokerAttemptIdsBefore(
  store: Store,
  brokerId: string,
  before: string,
  limit: number,
): Promise<string[]> {
  const registrations = store.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(eq(webhooks.brokerId, brokerId));
  const rows = await store.db
    .select({ id: webhookAttempts.id })
    .from(webhookAttempts)
    .where(and(inArray(webhookAttempts.webhookId, registrations), lt(webhookAttempts.attemptedAt, before)))
    .limit(limit);
  return rows.map((row) => row.id);
}
