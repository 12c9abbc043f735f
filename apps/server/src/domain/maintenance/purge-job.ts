import { brokersAhead } from '../../db/brokers-queries.ts';
import { expiredIdempotencyKeysDeletion } from '../../db/idempotency-queries.ts';
import { purged } from '../../db/retention-queries.ts';
import { pastVolumeDaysDeletion } from '../../db/volume-queries.ts';
import { expiredPreviousSecretsDeletion } from '../../db/webhooks-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { recurring } from '../jobs/job-queue.ts';
import {
  eventsKeptFrom,
  finishedJobRetentionMs,
  purgeBelow,
  purgeEveryMs,
  unbookedQuotesDeletion,
} from './purge.ts';
import { purgeBrokerData } from './purge-broker.ts';

/**
 * Job `maintenance.purge`, hourly on the service clock (the real time), for every broker: old unbooked quotes,
 * expired idempotency keys, the volume of days outside the 30-day window, webhook secrets replaced by a
 * rotation over 24 hours ago; and, in batches, events and delivery attempts past the event retention
 * (CAMBIO_EVENT_RETENTION_DAYS) and jobs finished over a day ago. Records are stamped on their broker's clock,
 * never behind the real time, so none goes before its broker's time. A sandbox broker whose clock is ahead
 * then has its own data purged as of its clock (purge-broker.ts, as when its clock moves): a few queries an
 * hour for each such broker, until a test deletes its throwaway sandbox.
 */
export const purgeJob = recurring(purgeEveryMs, purgeAll);

/** What the job purges at `at`: some in batches as it goes, the rest in the statements it answers. */
export async function purgeAll(deps: AppDeps, at: Date): Promise<Statement[]> {
  const { store } = deps;
  for (const kind of [purged.events, purged.attempts]) {
    await purgeBelow(store, kind, eventsKeptFrom(deps, at));
  }
  await purgeBelow(store, purged.finishedJobs, new Date(at.getTime() - finishedJobRetentionMs));
  for (const { id, clockOffsetMs } of await brokersAhead(store)) {
    await purgeBrokerData({ ...deps, clock: deps.clock.at(clockOffsetMs) }, id);
  }
  return [
    unbookedQuotesDeletion(store, at),
    expiredIdempotencyKeysDeletion(store, at),
    pastVolumeDaysDeletion(store, at),
    expiredPreviousSecretsDeletion(store, at),
  ];
}
