import {
  claimJob,
  dueJobs,
  ensureRecurringJob,
  finishJob,
  insertJob,
  type JobRow,
  rescheduleJob,
} from '../../db/jobs-queries.ts';
import { ConcurrentChangeError } from '../../db/store.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { newId } from '../crypto.ts';
import { pricesReady } from '../prices/price-source.ts';
import { onBrokerClock } from '../sandbox/clock.ts';
import type { JobKind } from './job-kinds.ts';

export type Job = JobRow;

/** A failed attempt of a job: how many failed so far, why, and when it runs again (none after the last). */
export type JobFailure = { attempts: number; error: string; retryAt: Date | undefined };

/**
 * What a job does: the statements to commit together with marking it done (decide, then commit). A throw is
 * a failed attempt, retried with backoff up to 5 attempts; `onFailure`'s statements are committed with each
 * failed attempt's record (a job whose subject shows its progress).
 */
export type JobHandler = ((deps: AppDeps, job: Job) => Promise<Statement[]>) & {
  everyMs?: number;
  onFailure?: (deps: AppDeps, job: Job, failure: JobFailure) => Statement[];
  /**
   * A job with outside effects that takes a while (sending mail) claims itself for this long before it runs,
   * so that concurrent runners (the Worker's alarm, the cron, the sandbox operation) run it once; a runner
   * that stops meanwhile leaves it due again when the claim runs out (at least once).
   */
  claimMs?: number;
};

const maxAttempts = 5;

/**
 * The insert of a job, to commit in the same batch as the change that makes it necessary. `dueAt` is on the
 * broker's clock (deps.clock); the job keeps the real time it falls due at, which a move of the broker's clock
 * shifts (advance-clock.ts).
 */
/** What scheduling a job needs: the store, and the broker's clock that due times are on. */
export type JobDeps = Pick<AppDeps, 'store' | 'clock'>;

export function jobStatement(
  deps: JobDeps,
  input: { kind: JobKind; brokerId: string; subjectId: string; dueAt: Date; at: Date },
): Statement {
  return insertJob(deps.store, {
    id: newId('job', input.at),
    kind: input.kind,
    brokerId: input.brokerId,
    subjectId: input.subjectId,
    dueAt: deps.clock.toWall(input.dueAt).toISOString(),
    at: input.at.toISOString(),
  });
}

/** The job back to pending at `dueAt` of the broker's clock (deps.clock). */
export function reschedule(deps: JobDeps, job: Job, dueAt: Date, at: Date): Statement {
  return rescheduleJob(deps.store, job.id, deps.clock.toWall(dueAt).toISOString(), at.toISOString());
}

/**
 * A job that runs every `everyMs` for the whole service (subject `service`): `run`'s statements, then its
 * own row rescheduled. A failure is logged and waits for the next run rather than retrying.
 */
export function recurring(
  everyMs: number,
  run: (deps: AppDeps, at: Date) => Promise<Statement[]>,
): JobHandler {
  const handler: JobHandler = async (deps, job) => {
    const at = deps.clock.now();
    // One row per recurring kind: its own row back to pending for the next run.
    const next = reschedule(deps, job, new Date(at.getTime() + everyMs), at);
    try {
      return [...(await run(deps, at)), next];
    } catch (error) {
      deps.logger.error({ kind: job.kind, error: String(error) }, 'recurring job failed');
      return [next];
    }
  };
  handler.everyMs = everyMs;
  return handler;
}

const ensured = new WeakSet<AppDeps>();

/** Whether this process or isolate's runner made sure of the recurring jobs (its first pass does). */
export function isEnsured(deps: AppDeps): boolean {
  return ensured.has(deps);
}

/**
 * One row per recurring kind, with a fixed id: inserted on a runner's first pass (first start of a process or
 * isolate), put back to pending if it ever ended; concurrent runners cannot make a second one.
 */
export async function ensureRecurringJobs(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
): Promise<void> {
  const now = deps.clock.now().toISOString();
  const statements = Object.entries(handlers)
    .filter(([, handler]) => handler.everyMs !== undefined)
    .map(([kind]) => ensureRecurringJob(deps.store, kind, now));
  await deps.store.commit(statements);
  ensured.add(deps);
}

/**
 * Runs the jobs that are due, oldest first, each committed with its own effects and on the clock of its broker;
 * a job that another runner finished meanwhile is skipped (the guard on its status), a failing one is retried
 * with backoff. With `brokerId`, that broker's jobs due on its clock `deps.clock` (a step of its clock's move).
 */
export async function runDueJobs(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  limit = 100,
  brokerId?: string,
): Promise<{ ran: number }> {
  const { store, clock } = deps;
  if (!ensured.has(deps) && brokerId === undefined) await ensureRecurringJobs(deps, handlers);
  // Order steps price payments and volumes: production's feed fetched first when due.
  await pricesReady(deps.prices);
  let ran = 0;
  while (ran < limit) {
    const now = clock.toWall(clock.now()).toISOString();
    const due = await dueJobs(store, now, Math.min(20, limit - ran), brokerId);
    if (due.length === 0) break;
    for (const { clockOffsetMs, ...job } of due) {
      await runJob(brokerId === undefined ? onBrokerClock(deps, clockOffsetMs) : deps, handlers, job);
      ran++;
    }
  }
  return { ran };
}

async function runJob(deps: AppDeps, handlers: Record<string, JobHandler>, due: Job): Promise<void> {
  const { store, clock } = deps;
  const handler = handlers[due.kind];
  const job = handler?.claimMs ? await claim(deps, due, handler.claimMs) : due;
  if (!job) return;
  const finish = (set: Partial<Job>) => finishJob(store, job, set, clock.now().toISOString());
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    const effects = await handler(deps, job);
    await store.commit([finish({ status: 'done' }), store.guardChanged(), ...effects]);
  } catch (error) {
    const attempts = job.attempts + 1;
    const retryAt = new Date(clock.now().getTime() + 2 ** attempts * 1000);
    const failed = attempts >= maxAttempts;
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    const reported =
      handler?.onFailure?.(deps, job, { attempts, error: reason, retryAt: failed ? undefined : retryAt }) ??
      [];
    await store
      .commit([
        finish({
          attempts,
          status: failed ? 'failed' : 'pending',
          dueAt: failed ? job.dueAt : clock.toWall(retryAt).toISOString(),
          lastError: reason,
        }),
        store.guardChanged(),
        ...reported,
      ])
      .catch(() => undefined);
    if (failed) deps.logger.error({ jobId: job.id, kind: job.kind, error: String(error) }, 'job failed');
  }
}

/** The job with its due time moved to the end of the claim, or undefined when another runner claimed it. */
async function claim(deps: AppDeps, job: Job, claimMs: number): Promise<Job | undefined> {
  const { store, clock } = deps;
  const claimedUntil = clock.toWall(new Date(clock.now().getTime() + claimMs)).toISOString();
  try {
    await store.commit([
      claimJob(store, { id: job.id, dueAt: job.dueAt, attempts: job.attempts, until: claimedUntil }),
      store.guardChanged(),
    ]);
  } catch (error) {
    if (error instanceof ConcurrentChangeError) return undefined;
    throw error;
  }
  return { ...job, dueAt: claimedUntil };
}
