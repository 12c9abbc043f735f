import { earliestPendingDueAt } from '../../db/jobs-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { runDueDeliveries } from '../webhooks/delivery-runner.ts';
import { type JobHandler, runDueJobs } from './job-queue.ts';

/** Jobs and deliveries one move of the clock runs at most, so that a long span ends in one request's time. */
export const maxRunsPerMove = 500;

/**
 * The sandbox clock as a test clock: moves it forward by `milliseconds`, stopping at each instant within the
 * span at which a job or a delivery is due, the clock standing at that instant, and running what is due then
 * (jobs first, whose changes may write events, then deliveries). Each runs at its own due time and in due
 * order, and what it schedules within the span runs too. Past `maxRunsPerMove` runs the clock still moves to
 * the end of the span, and what is left due runs at that time (`caughtUp` false).
 */
export async function advanceClock(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  milliseconds: number,
): Promise<{ ran: number; caughtUp: boolean }> {
  const { clock, store } = deps;
  await clock.load();
  const end = clock.now().getTime() + milliseconds;
  let ran = 0;
  let caughtUp = true;
  try {
    for (;;) {
      const due = await earliestPendingDueAt(store);
      if (due === undefined || Date.parse(due) > end) break;
      if (ran >= maxRunsPerMove) {
        caughtUp = false;
        break;
      }
      clock.stopAt(new Date(due));
      const jobs = await runDueJobs(deps, handlers, maxRunsPerMove - ran);
      const deliveries = await runDueDeliveries(deps, { limit: maxRunsPerMove - ran - jobs.ran });
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
    await clock.advance(milliseconds);
  }
  return { ran, caughtUp };
}

/**
 * POST /api/sandbox/clock/advance: every field of the request is taken here (noFieldsLeft), so a field the
 * document adds is a type error here.
 */
export function advanceSandboxClock(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  request: Schemas['SandboxClockAdvanceRequest'],
): Promise<{ ran: number; caughtUp: boolean }> {
  const { seconds, ...rest } = request;
  noFieldsLeft(rest);
  return advanceClock(deps, handlers, seconds * 1000);
}
