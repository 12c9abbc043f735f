import { and, eq, isNull, lte, notExists } from 'drizzle-orm';
import { expiredIdempotencyKeysDeletion } from '../../db/idempotency-queries.ts';
import { orders, quotes } from '../../db/schema.ts';
import type { Statement, Store } from '../../db/store.ts';
import { pastVolumeDaysDeletion } from '../../db/volume-queries.ts';
import { expiredPreviousSecretsDeletion } from '../../db/webhooks-queries.ts';
import { recurring } from '../jobs/job-queue.ts';

const day = 24 * 60 * 60 * 1000;
/** How long an unbooked quote is kept after it expired (DOMAIN §5; then `GET /api/quotes/{id}` is 404). */
export const unbookedQuoteRetentionMs = 7 * day;
export const purgeEveryMs = 60 * 60 * 1000;

/** Unbooked quotes expired for 7 days; booked quotes stay with their orders. */
export function unbookedQuotesDeletion(store: Store, now: Date): Statement {
  const cutoff = new Date(now.getTime() - unbookedQuoteRetentionMs).toISOString();
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

/**
 * Job `maintenance.purge`, hourly on the service clock: old unbooked quotes, expired idempotency keys, the
 * volume of days outside the 30-day window, and webhook secrets replaced by a rotation over 24 hours ago.
 */
export const purgeJob = recurring(purgeEveryMs, async (deps, at) => [
  unbookedQuotesDeletion(deps.store, at),
  expiredIdempotencyKeysDeletion(deps.store, at),
  pastVolumeDaysDeletion(deps.store, at),
  expiredPreviousSecretsDeletion(deps.store, at),
]);
