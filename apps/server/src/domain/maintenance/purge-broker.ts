import {
  brokerAttemptIdsBefore,
  brokerEventIdsBefore,
  idsDeletion,
  purged,
} from '../../db/retention-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { eventsKeptFrom, purgeBatch, purgedEvents, purgeInBatches, unbookedQuotesDeletion } from './purge.ts';

/**
 * One broker's data past its retention as of the broker's clock (`deps.clock`), of that broker only: its unbooked
 * quotes expired 7 days, its events (with their pending deliveries) and its registrations' delivery attempts past
 * the event retention. Run when a sandbox broker's clock moves (domain/jobs/advance-clock.ts), so that a test
 * that moves it sees its data purged as the hourly purge would at that time.
 *
 * What the service reads as gone once past its time anyway is left to the hourly purge (purge.ts): expired
 * idempotency keys (kept on real time, not on a broker's clock: http/idempotency.ts), a rotated-out secret past
 * its day, volume days outside the window, and the service's own log of finished jobs.
 */
export async function purgeBrokerData(deps: AppDeps, brokerId: string): Promise<void> {
  const { store } = deps;
  const at = deps.clock.now();
  const eventsBefore = eventsKeptFrom(deps, at).toISOString();
  await purgeInBatches(
    store,
    () => brokerEventIdsBefore(store, brokerId, eventsBefore, purgeBatch),
    (ids) => purgedEvents(store, ids),
  );
  await purgeInBatches(
    store,
    () => brokerAttemptIdsBefore(store, brokerId, eventsBefore, purgeBatch),
    (ids) => [idsDeletion(store, purged.attempts.table, ids)],
  );
  await store.commit([unbookedQuotesDeletion(store, at, brokerId)]);
}
