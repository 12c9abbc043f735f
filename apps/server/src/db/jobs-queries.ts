import { and, asc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { pendingDelivery } from './deliveries-queries.ts';
import { preparedWrite } from './prepared.ts';
import { jobs } from './schema.ts';

export type JobRow = typeof jobs.$inferSelect;

// Literal, not bound: SQLite uses a partial index (jobs_due_work, jobs_due_deliveries) only when the query's
// own terms imply its WHERE. Deliveries have their own runner (domain/webhooks/delivery-runner.ts).
const pendingWork = sql`${jobs.status} = 'pending' and ${jobs.kind} <> 'webhook.deliver'`;

/** A new pending job; orders schedule their next step with every change: prepared once per store. */
export const insertJob = preparedWrite<{
  id: string;
  kind: string;
  subjectId: string;
  dueAt: string;
  at: string;
}>((db) =>
  db
    .insert(jobs)
    .values({
      id: sql.placeholder('id'),
      kind: sql.placeholder('kind'),
      subjectId: sql.placeholder('subjectId'),
      dueAt: sql.placeholder('dueAt'),
      status: 'pending',
      createdAt: sql.placeholder('at'),
      updatedAt: sql.placeholder('at'),
    })
    .prepare(),
);

/** The job's row back to pending at `dueAt`, its attempts and last error cleared. */
export function rescheduleJob(store: Store, id: string, dueAt: string, at: string): Statement {
  return store.db
    .update(jobs)
    .set({ status: 'pending', dueAt, attempts: 0, lastError: null, updatedAt: at })
    .where(eq(jobs.id, id));
}

/** The recurring job of `kind` (fixed id, subject `service`): inserted, or put back to pending if it ended. */
export function ensureRecurringJob(store: Store, kind: string, now: string): Statement {
  return store.db
    .insert(jobs)
    .values({
      id: `job_recurring_${kind}`,
      kind,
      subjectId: 'service',
      dueAt: now,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: jobs.id,
      set: { status: 'pending', attempts: 0, dueAt: now, updatedAt: now },
      setWhere: ne(jobs.status, 'pending'),
    });
}

/** Pending jobs other than deliveries due at `now`, oldest first (the partial index jobs_due_work). */
export async function dueJobs(store: Store, now: string, limit: number): Promise<JobRow[]> {
  return store.db
    .select()
    .from(jobs)
    .where(and(pendingWork, lte(jobs.dueAt, now)))
    .orderBy(asc(jobs.dueAt), asc(jobs.id))
    .limit(limit);
}

/** How many jobs are pending, deliveries included, due or not. */
export async function countPendingJobs(store: Store): Promise<number> {
  const counts = await Promise.all(
    [pendingWork, pendingDelivery].map((pending) =>
      store.db.select({ count: sql<number>`count(*)` }).from(jobs).where(pending),
    ),
  );
  return counts.reduce((sum, [counted]) => sum + Number(counted?.count ?? 0), 0);
}

/**
 * The earliest `due_at` of the pending jobs and of the pending deliveries (null where none is pending), in one
 * query: each through its partial index.
 */
export async function earliestDue(store: Store): Promise<{ work: string | null; deliveries: string | null }> {
  const earliest = (pending: SQL) =>
    sql<string | null>`(select min(${jobs.dueAt}) from ${jobs} where ${pending})`;
  const [row] = await store.db
    .select({ work: earliest(pendingWork), deliveries: earliest(pendingDelivery) })
    .from(sql`(select 1)`);
  return { work: row?.work ?? null, deliveries: row?.deliveries ?? null };
}

/** The earliest `due_at` of the pending jobs and deliveries, or undefined when none is pending. */
export async function earliestPendingDueAt(store: Store): Promise<string | undefined> {
  const { work, deliveries } = await earliestDue(store);
  return [work, deliveries].filter((dueAt) => dueAt !== null).sort()[0] ?? undefined;
}

/**
 * The end of an attempt of the job as it was read (`set` and `updatedAt`), matching only while it is still
 * pending as read: place `store.guardChanged()` after it.
 */
export function finishJob(
  store: Store,
  job: Pick<JobRow, 'id' | 'attempts' | 'dueAt'>,
  set: Partial<JobRow>,
  at: string,
): Statement {
  return store.db
    .update(jobs)
    .set({ ...set, updatedAt: at })
    .where(
      and(
        eq(jobs.id, job.id),
        eq(jobs.status, 'pending'),
        eq(jobs.attempts, job.attempts),
        // A repeating job rescheduled by another runner is pending again, at a later time.
        eq(jobs.dueAt, job.dueAt),
      ),
    );
}

/** A pending job as it was read, its due time moved to `until` (a claim); prepared once per store. */
export const claimJob = preparedWrite<{ id: string; dueAt: string; attempts: number; until: string }>((db) =>
  db
    .update(jobs)
    .set({ dueAt: sql`${sql.placeholder('until')}` })
    .where(
      and(
        eq(jobs.id, sql.placeholder('id')),
        eq(jobs.status, 'pending'),
        eq(jobs.dueAt, sql.placeholder('dueAt')),
        eq(jobs.attempts, sql.placeholder('attempts')),
      ),
    )
    .prepare(),
);
