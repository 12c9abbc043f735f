import { and, asc, eq, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { pendingDelivery } from './deliveries-queries.ts';
import { preparedWrite } from './prepared.ts';
import { brokers, jobs } from './schema.ts';

export type JobRow = typeof jobs.$inferSelect;

// Literal, not bound: SQLite uses a partial index (jobs_due_work, jobs_due_deliveries) only when the query's
// own terms imply its WHERE. Deliveries have their own runner (domain/webhooks/delivery-runner.ts).
const pendingWork = sql`${jobs.status} = 'pending' and ${jobs.kind} <> 'webhook.deliver'`;

/** A new pending job; orders schedule their next step with every change: prepared once per store. */
export const insertJob = preparedWrite<{
  id: string;
  kind: string;
  brokerId: string;
  subjectId: string;
  dueAt: string;
  at: string;
}>((db) =>
  db
    .insert(jobs)
    .values({
      id: sql.placeholder('id'),
      kind: sql.placeholder('kind'),
      brokerId: sql.placeholder('brokerId'),
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

/**
 * Pending jobs other than deliveries due at `now` (the real time), oldest first, each with its broker's clock
 * offset (0 for the service's own): the partial index jobs_due_work. With `brokerId`, that broker's only
 * (jobs_broker_due).
 */
export async function dueJobs(
  store: Store,
  now: string,
  limit: number,
  brokerId?: string,
): Promise<Array<JobRow & { clockOffsetMs: number }>> {
  const rows = await store.db
    .select({ job: jobs, clockOffsetMs: brokers.clockOffsetMs })
    .from(jobs)
    .leftJoin(brokers, eq(brokers.id, jobs.brokerId))
    .where(
      and(
        pendingWork,
        lte(jobs.dueAt, now),
        brokerId === undefined ? undefined : eq(jobs.brokerId, brokerId),
      ),
    )
    .orderBy(asc(jobs.dueAt), asc(jobs.id))
    .limit(limit);
  return rows.map(({ job, clockOffsetMs }) => ({ ...job, clockOffsetMs: clockOffsetMs ?? 0 }));
}

/** How many jobs of a broker are pending, deliveries included, due or not. */
export async function countPendingJobs(store: Store, brokerId: string): Promise<number> {
  const [counted] = await store.db
    .select({ count: sql<number>`count(*)` })
    .from(jobs)
    .where(and(eq(jobs.brokerId, brokerId), eq(jobs.status, 'pending')));
  return Number(counted?.count ?? 0);
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

/** The earliest `due_at` (a real time) of a broker's pending jobs and deliveries (jobs_broker_due). */
export async function brokerEarliestDueAt(store: Store, brokerId: string): Promise<string | undefined> {
  const [row] = await store.db
    .select({ dueAt: sql<string | null>`min(${jobs.dueAt})` })
    .from(jobs)
    .where(and(eq(jobs.brokerId, brokerId), eq(jobs.status, 'pending')));
  return row?.dueAt ?? undefined;
}

/** A broker's pending jobs and deliveries with their due times, to shift with a move of its clock. */
export async function brokerPendingDueTimes(store: Store, brokerId: string) {
  return store.db
    .select({ id: jobs.id, dueAt: jobs.dueAt })
    .from(jobs)
    .where(and(eq(jobs.brokerId, brokerId), eq(jobs.status, 'pending')));
}

/** A pending job's due time `from` moved to `to` (nothing when it changed meanwhile). */
export function moveDueTime(store: Store, id: string, from: string, to: string): Statement {
  return store.db
    .update(jobs)
    .set({ dueAt: to })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'pending'), eq(jobs.dueAt, from)));
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

/**
 * The broker's pending jobs of `kind` for one subject, due or not (the sandbox runs them ahead of time): the
 * partial index jobs_broker_due, whose condition the literal implies.
 */
export async function pendingJobsOf(
  store: Store,
  brokerId: string,
  subjectId: string,
  kind: string,
): Promise<JobRow[]> {
  return store.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.brokerId, brokerId),
        sql`${jobs.status} = 'pending'`,
        eq(jobs.subjectId, subjectId),
        eq(jobs.kind, kind),
      ),
    );
}
