import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema.ts';
import type { Statement, Store } from '../../db/store.ts';
import type { AppDeps } from '../../deps.ts';
import { newId } from '../crypto.ts';

export type Job = typeof jobs.$inferSelect;

/** What a job does: the statements to commit together with marking it done (decide, then commit). */
export type JobHandler = (deps: AppDeps, job: Job) => Promise<Statement[]>;

const maxAttempts = 5;

/** The insert of a job, to commit in the same batch as the change that makes it necessary. */
export function jobStatement(
  store: Store,
  input: { kind: string; subjectId: string; dueAt: Date; at: Date },
): Statement {
  const now = input.at.toISOString();
  return store.db.insert(jobs).values({
    id: newId('job', input.at),
    kind: input.kind,
    subjectId: input.subjectId,
    dueAt: input.dueAt.toISOString(),
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Runs the jobs that are due, oldest first, each committed with its own effects; a job that another runner
 * finished meanwhile is skipped (the guard on its status), a failing one is retried with backoff.
 */
export async function runDueJobs(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  limit = 100,
): Promise<{ ran: number; remaining: number }> {
  const { store, clock } = deps;
  let ran = 0;
  while (ran < limit) {
    const now = clock.now().toISOString();
    const due = await store.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'pending'), lte(jobs.dueAt, now)))
      .orderBy(asc(jobs.dueAt), asc(jobs.id))
      .limit(Math.min(20, limit - ran));
    if (due.length === 0) break;
    for (const job of due) {
      await runJob(deps, handlers, job);
      ran++;
    }
  }
  const [pending] = await store.db
    .select({ count: sql<number>`count(*)` })
    .from(jobs)
    .where(eq(jobs.status, 'pending'));
  return { ran, remaining: Number(pending?.count ?? 0) };
}

async function runJob(deps: AppDeps, handlers: Record<string, JobHandler>, job: Job): Promise<void> {
  const { store, clock } = deps;
  const finish = (set: Partial<Job>) =>
    store.db
      .update(jobs)
      .set({ ...set, updatedAt: clock.now().toISOString() })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'pending'), eq(jobs.attempts, job.attempts)));
  try {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    const effects = await handler(deps, job);
    await store.commit([finish({ status: 'done' }), store.guardChanged(), ...effects]);
  } catch (error) {
    const attempts = job.attempts + 1;
    const retryAt = new Date(clock.now().getTime() + 2 ** attempts * 1000).toISOString();
    const failed = attempts >= maxAttempts;
    await store
      .commit([
        finish({
          attempts,
          status: failed ? 'failed' : 'pending',
          dueAt: failed ? job.dueAt : retryAt,
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
        }),
      ])
      .catch(() => undefined);
    if (failed) deps.logger.error('job failed', { jobId: job.id, kind: job.kind, error: String(error) });
  }
}
