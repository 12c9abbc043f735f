import { expiredIdempotencyKeysDeletion } from '../../db/idempotency-queries.ts';
import {
  deliveriesOfPurgedEvents,
  idsBelow,
  idsDeletion,
  purged,
  unbookedQuotesExpiredBy,
} from '../../db/retention-queries.ts';
import { pastVolumeDaysDeletion } from '../../db/volume-queries.ts';
import { expiredPreviousSecretsDeletion } from '../../db/webhooks-queries.ts';
import type { AppDeps, Statement, Store } from '../../deps.ts';
import { firstIdAt } from '../crypto.ts';
import { recurring } from '../jobs/job-queue.ts';

const day = 24 * 60 * 60 * 1000;
/** How long an unbooked quote is kept after it expired (then `GET /api/quotes/{id}` is 404). */
export const unbookedQuoteRetentionMs = 7 * day;
export const purgeEveryMs = 60 * 60 * 1000;

/** Unbooked quotes expired for 7 days; booked quotes stay with their orders. */
export function unbookedQuotesDeletion(store: Store, now: Date): Statement {
  const cutoff = new Date(now.getTime() - unbookedQuoteRetentionMs).toISOString();
  return unbookedQuotesExpiredBy(store, cutoff);
}

/** Finished jobs (done or failed) are kept this long after they were made, for looking into a problem. */
export const finishedJobRetentionMs = day;
/** Records one commit of a purge deletes: each a short seek and delete, with a turn of the event loop between. */
export const purgeBatch = 500;

/**
 * Job `maintenance.purge`, hourly on the service clock: old unbooked quotes, expired idempotency keys, the
 * volume of days outside the 30-day window, webhook secrets replaced by a rotation over 24 hours ago; and,
 * in batches, events and delivery attempts past the event retention (CAMBIO_EVENT_RETENTION_DAYS) and jobs
 * finished over a day ago.
 */
export const purgeJob = recurring(purgeEveryMs, async (deps, at) => {
  const events = new Date(at.getTime() - deps.config.eventRetentionDays * day);
  await purgeBelow(deps, purged.events, events);
  await purgeBelow(deps, purged.attempts, events);
  await purgeBelow(deps, purged.finishedJobs, new Date(at.getTime() - finishedJobRetentionMs));
  return [
    unbookedQuotesDeletion(deps.store, at),
    expiredIdempotencyKeysDeletion(deps.store, at),
    pastVolumeDaysDeletion(deps.store, at),
    expiredPreviousSecretsDeletion(deps.store, at),
  ];
});

/** The records of `kind` made before `before`, a batch per commit until none is left. */
async function purgeBelow(
  deps: AppDeps,
  kind: (typeof purged)[keyof typeof purged],
  before: Date,
): Promise<void> {
  const below = firstIdAt(kind.prefix, before);
  for (;;) {
    const ids = await idsBelow(deps.store, kind, below, purgeBatch);
    if (ids.length > 0) {
      const deletion = idsDeletion(deps.store, kind.table, ids);
      const ended = kind === purged.events ? [deliveriesOfPurgedEvents(deps.store, ids)] : [];
      await deps.store.commit([...ended, deletion]);
    }
    if (ids.length < purgeBatch) return;
    // Requests wait for one batch, not for the purge.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
