import type { DurableObjectState } from '@cloudflare/workers-types/index.ts';
import { earliestDue } from '../db/jobs-queries.ts';
import type { Logger } from '../deps.ts';
import { runDueWork } from '../domain/jobs/due-work.ts';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { type AppEntry, buildEntry, type Env } from './app-entry.ts';

/** What one alarm runs at most: an alarm may make 1,000 subrequests, a delivery is one of up to 10 s. */
const limits = { jobs: 100, deliveries: 40 };
/** When work is still due after a run (more than `limits`, or a job that is not ready): the next run, no sooner. */
const backlogPauseMs = 250;

/**
 * The one Durable Object (named `due-work`) that runs due jobs and webhook deliveries, so that no request
 * does: its alarm is set to the earliest due time. A request that committed wakes it (`wakeScheduler`), which
 * brings the alarm forward to now; each alarm runs what is due, then sets the alarm to the next due time, read
 * from D1 (one query). The cron trigger stays as a safety sweep. The runners' claims keep a job or delivery
 * to one runner, whichever of the alarm, the cron or a sandbox operation gets there first.
 */
export class DueWorkScheduler {
  private entry: AppEntry | undefined;
  /** An alarm is running; a wake meanwhile may come after its look at D1, so it runs again at once. */
  private running = false;
  private wokenWhileRunning = false;

  constructor(
    private readonly state: DurableObjectState,
    private readonly env: Env,
  ) {}

  /** A wake: the alarm now, unless one is set sooner. */
  async fetch(): Promise<Response> {
    if (this.running) this.wokenWhileRunning = true;
    const now = Date.now();
    const at = await this.state.storage.getAlarm();
    if (at === null || at > now) await this.state.storage.setAlarm(now);
    return new Response(null, { status: 204 });
  }

  async alarm(): Promise<void> {
    // Its own app: not an isolate's request app, whose database binding a test may wrap.
    this.entry ??= buildEntry(this.env);
    const entry = this.entry;
    const { deps, bootstrapped } = entry;
    // A failed start (migrations not applied yet, say) is tried again by the next alarm, not kept.
    await bootstrapped.catch((error: unknown) => {
      if (this.entry === entry) this.entry = undefined;
      throw error;
    });
    this.running = true;
    this.wokenWhileRunning = false;
    try {
      await runDueWork(deps, jobHandlers, limits);
    } finally {
      const due = await earliestDue(deps.store).finally(() => {
        this.running = false;
      });
      const now = Date.now();
      const next = [due.work, due.deliveries].filter((at) => at !== null).map((at) => Date.parse(at));
      const earliest = Math.min(...next);
      if (this.wokenWhileRunning) await this.state.storage.setAlarm(now);
      else if (next.length > 0)
        await this.state.storage.setAlarm(earliest > now ? earliest : now + backlogPauseMs);
    }
  }
}

/** Brings the scheduler's alarm forward to now (a commit may have made work due); a failure is logged. */
export async function wakeScheduler(env: Env, logger: Logger): Promise<void> {
  try {
    const scheduler = env.DUE_WORK.get(env.DUE_WORK.idFromName('due-work'));
    const answer = await scheduler.fetch('https://due-work/wake', { method: 'POST' });
    if (answer.status !== 204) throw new Error(`the due-work scheduler answered ${answer.status}`);
  } catch (error) {
    logger.error({ error: String(error) }, 'the due-work scheduler could not be woken');
  }
}
