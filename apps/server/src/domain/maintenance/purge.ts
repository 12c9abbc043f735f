import {
  deliveriesOfPurgedEvents,
  idsBelow,
  idsDeletion,
  purged,
  unbookedQuotesExpiredBy,
} from '../../db/retention-queries.ts';
import type { AppDeps, Statement, Store } from '../../deps.ts';
import { firstIdAt } from '../crypto.ts';

const day = 24 * 60 * 60 * 1000;
/** How long an unbooked quote is kept after it expired (then `GET /api/quotes/{id}` is 404). */
export const unbookedQuoteRetentionMs = 7 * day;
export const purgeEveryMs = 60 * 60 * 1000;

/** Unbooked quotes expired for 7 days (of `brokerId` only, if given); booked quotes stay with their orders. */
export function unbookedQuotesDeletion(store: Store, now: Date, brokerId?: string): Statement {
  const cutoff = new Date(now.getTime() - unbookedQuoteRetentionMs).toISOString();
  return unbookedQuotesExpiredBy(store, cutoff, brokerId);
}

/** The instant before which events and delivery attempts are past the retention (CAMBIO_EVENT_RETENTION_DAYS). */
export function eventsKeptFrom(deps: AppDeps, at: Date): Date {
  return new Date(at.getTime() - deps.config.eventRetentionDays * day);
}

/** Finished jobs (done or failed) are kept this long after they were made, for looking into a problem. */
export const finishedJobRetentionMs = day;
/** Records one commit of a purge deletes: each a short seek and delete, with a turn of the event loop between. */
export const purgeBatch = 500;

/** The records of `kind` made before `before`, a batch per commit until none is left. */
export function purgeBelow(
  store: Store,
  kind: (typeof purged)[keyof typeof purged],
  before: Date,
): Promise<void> {
  const below = firstIdAt(kind.prefix, before);
  return purgeInBatches(
    store,
    () => idsBelow(store, kind, below, purgeBatch),
    (ids) => (kind === purged.events ? purgedEvents(store, ids) : [idsDeletion(store, kind.table, ids)]),
  );
}

/** Events purged, and their deliveries still pending ended with them. */
export function purgedEvents(store: Store, ids: string[]): Statement[] {
  return [deliveriesOfPurgedEvents(store, ids), idsDeletion(store, purged.events.table, ids)];
}

/**
 * Deletes in batches: `next` gives up to `purgeBatch` ids left to purge, `deletion` their statements, one
 * commit per batch, until a batch comes back short.
 */
export async function purgeInBatches(
  store: Store,
  next: () => Promise<string[]>,
  deletion: (ids: string[]) => Statement[],
): Promise<void> {
  for (;;) {
    const ids = await next();
    if (ids.length > 0) await store.commit(deletion(ids));
    if (ids.length < purgeBatch) return;
    // Requests wait for one batch, not for the purge.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
