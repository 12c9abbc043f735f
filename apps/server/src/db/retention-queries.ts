import { and, eq, inArray, isNull, lt, lte, notExists, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Statement, Store } from '../deps.ts';
import { events, jobs, orders, quotes, webhookAttempts } from './schema.ts';

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

/** Quotes no order booked that expired by `cutoff`. */
export function unbookedQuotesExpiredBy(store: Store, cutoff: string): Statement {
  // created_at is indexed and never after expires_at, so its bound narrows the scan without changing the result.
  return store.db
    .delete(quotes)
    .where(
      and(
        isNull(quotes.orderId),
        lte(quotes.createdAt, cutoff),
        lte(quotes.expiresAt, cutoff),
        notExists(store.db.select({ id: orders.id }).from(orders).where(eq(orders.bookedQuoteId, quotes.id))),
      ),
    );
}
