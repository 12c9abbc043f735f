import { moveBrokerClock } from '../../db/brokers-queries.ts';
import { brokerEarliestDueAt, brokerPendingDueTimes, moveDueTime } from '../../db/jobs-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { purgeBrokerData } from '../maintenance/purge-broker.ts';
import { runDueDeliveries } from '../webhooks/delivery-runner.ts';
import { type JobHandler, runDueJobs } from './job-queue.ts';

/** Jobs and deliveries one move of the clock runs at most, so that a long span ends in one request's time. */
export const maxRunsPerMove = 500;

/**
 * A sandbox broker's clock as a test clock (Stripe's test clocks): moves it forward by `milliseconds`,
 * stopping at each instant within the span at which one of the broker's jobs or deliveries is due, the clock
 * standing at that instant, and running what is due then (jobs first, whose changes may write events, then
 * deliveries). Each runs at its own due time and in due order, and what it schedules within the span runs
 * too. Past `maxRunsPerMove` runs the clock still moves to the end of the span, and what is left due runs at
 * that time (`caughtUp` false). Then the broker's data past retention at the new time is purged, once: what
 * it deletes (unbooked quotes expired 7 days, events and attempts past a retention of days, longer than any
 * retry) is used by no job of the span, so once at the end leaves what purging at every instant of the span
 * would, without a stop per hour. No other broker's clock, jobs, deliveries or data move.
 *
 * `deps` is on the broker's clock (the request's). Due times are kept as real times (jobs.due_at): the move
 * shifts the broker's pending ones back by the span, so that each stays due at the same instant of its clock.
 */
export async function advanceClock(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  brokerId: string,
  milliseconds: number,
): Promise<{ ran: number; caughtUp: boolean }> {
  const { store } = deps;
  // A clock of this move's own, which its steps stop.
  const clock = deps.clock.at(deps.clock.offsetMs);
  const moving = { ...deps, clock };
  const end = clock.now().getTime() + milliseconds;
  let ran = 0;
  let caughtUp = true;
  try {
    for (;;) {
      const wallDue = await brokerEarliestDueAt(store, brokerId);
      const due = wallDue === undefined ? undefined : Date.parse(wallDue) + clock.offsetMs;
      if (due === undefined || due > end) break;
      if (ran >= maxRunsPerMove) {
        caughtUp = false;
        break;
      }
      clock.stopAt(new Date(due));
      const jobs = await runDueJobs(moving, handlers, maxRunsPerMove - ran, brokerId);
      const left = maxRunsPerMove - ran - jobs.ran;
      const deliveries = await runDueDeliveries(moving, { limit: left, brokerId });
      // Nothing ran though something was due: another runner holds it (a claim moves its due time on), or
      // it cannot run; the move does not claim to have caught up.
      if (jobs.ran + deliveries.ran === 0) {
        caughtUp = false;
        break;
      }
      ran += jobs.ran + deliveries.ran;
    }
  } finally {
    // Also when a step failed: the clock runs again, moved by the whole span.
    const pending = await brokerPendingDueTimes(store, brokerId);
    const shifted = (dueAt: string) => new Date(Date.parse(dueAt) - milliseconds).toISOString();
    await store.commit([
      ...moveBrokerClock(store, brokerId, milliseconds),
      ...pending.map((job) => moveDueTime(store, job.id, job.dueAt, shifted(job.dueAt))),
    ]);
  }
  await purgeBrokerData({ ...deps, clock: deps.clock.at(deps.clock.offsetMs + milliseconds) }, brokerId);
  return { ran, caughtUp };
}

/**
 * POST /api/sandbox/clock/advance: every field of the request is taken here (noFieldsLeft), so a field the
 * document adds is a type error here.
 */
export function advanceSandboxClock(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  brokerId: string,
  request: Schemas['SandboxClockAdvanceRequest'],
): Promise<{ ran: number; caughtUp: boolean }> {
  const { seconds, ...rest } = request;
  noFieldsLeft(rest);
  return advanceClock(deps, handlers, brokerId, seconds * 1000);
}
