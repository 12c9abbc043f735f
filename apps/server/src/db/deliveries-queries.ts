import { and, asc, eq, getTableColumns, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { type EventRow, eventColumns } from './events-queries.ts';
import { type ListPage, newestFirstPage, type PageRequest } from './list-page.ts';
import { perStore, preparedWrite } from './prepared.ts';
import { brokers, events, jobs, webhookAttempts, webhooks } from './schema.ts';

export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type DeliveryJob = Pick<
  typeof jobs.$inferSelect,
  'id' | 'subjectId' | 'targetId' | 'attempts' | 'dueAt'
>;

// Literal, not bound: SQLite uses a partial index only when the query's own terms imply its WHERE.
export const pendingDelivery = sql`${jobs.status} = 'pending' and ${jobs.kind} = 'webhook.deliver'`;

/** A due delivery with what sending it needs: its event (as stored), its registration, its broker's clock. */
export type DueDelivery = {
  job: DeliveryJob;
  event: EventRow;
  webhook: typeof webhooks.$inferSelect;
  clockOffsetMs: number;
};

// Every runner pass reads this: prepared once per store. Inner joins: a deleted registration's deliveries
// are dropped in the same commit, and an event purged past the retention ends its pending ones (purge.ts).
const dueWithTargets = perStore((db) =>
  db
    .select({
      job: {
        id: jobs.id,
        subjectId: jobs.subjectId,
        targetId: jobs.targetId,
        attempts: jobs.attempts,
        dueAt: jobs.dueAt,
      },
      event: eventColumns,
      webhook: getTableColumns(webhooks),
      clockOffsetMs: brokers.clockOffsetMs,
    })
    .from(jobs)
    .innerJoin(events, eq(events.id, jobs.subjectId))
    .innerJoin(webhooks, eq(webhooks.id, jobs.targetId))
    .innerJoin(brokers, eq(brokers.id, webhooks.brokerId))
    .where(
      and(
        pendingDelivery,
        lte(jobs.dueAt, sql.placeholder('now')),
        // A broker's own deliveries only (a step of its clock's move), or every broker's.
        sql`(${sql.placeholder('brokerId')} is null or ${jobs.brokerId} = ${sql.placeholder('brokerId')})`,
      ),
    )
    .orderBy(asc(jobs.dueAt), asc(jobs.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

/** Deliveries due at `now` (the real time), oldest first (the partial index jobs_due_deliveries). */
export async function dueDeliveries(
  store: Store,
  now: string,
  limit: number,
  brokerId: string | null = null,
): Promise<DueDelivery[]> {
  return (await dueWithTargets(store).all({ now, limit, brokerId })) as DueDelivery[];
}

/** The claimed delivery after an attempt: done, failed, or pending again at its next attempt. */
export const finishDelivery = preparedWrite<{
  id: string;
  claimedUntil: string;
  attempts: number;
  status: 'pending' | 'done' | 'failed';
  dueAt: string;
  lastError: string | null;
  at: string;
}>((db) =>
  db
    .update(jobs)
    .set({
      status: sql`${sql.placeholder('status')}`,
      attempts: sql`${sql.placeholder('attempts')}`,
      dueAt: sql`${sql.placeholder('dueAt')}`,
      lastError: sql`${sql.placeholder('lastError')}`,
      updatedAt: sql`${sql.placeholder('at')}`,
    })
    .where(
      and(
        eq(jobs.id, sql.placeholder('id')),
        eq(jobs.status, 'pending'),
        eq(jobs.dueAt, sql.placeholder('claimedUntil')),
      ),
    )
    .prepare(),
);

export const insertAttempt = preparedWrite<AttemptRow>((db) =>
  db
    .insert(webhookAttempts)
    .values({
      id: sql.placeholder('id'),
      brokerId: sql.placeholder('brokerId'),
      webhookId: sql.placeholder('webhookId'),
      eventId: sql.placeholder('eventId'),
      event: sql.placeholder('event'),
      trigger: sql.placeholder('trigger'),
      attempt: sql.placeholder('attempt'),
      url: sql.placeholder('url'),
      attemptedAt: sql.placeholder('attemptedAt'),
      durationMs: sql.placeholder('durationMs'),
      outcome: sql.placeholder('outcome'),
      statusCode: sql.placeholder('statusCode'),
      responseBody: sql.placeholder('responseBody'),
      error: sql.placeholder('error'),
      nextAttemptAt: sql.placeholder('nextAttemptAt'),
      injected: sql.placeholder('injected'),
    })
    .prepare(),
);

/**
 * Who receives a new event: one pending delivery job per enabled registration of its user and type, to
 * commit with the event. The job's id joins the event's and the registration's (`job_<event>_<webhook>`,
 * prefixes dropped): one delivery per pair, placed at the end of the jobs' key index like the event's id.
 */
const insertDeliveriesOfEvent = preparedWrite<{
  jobPrefix: string;
  eventId: string;
  at: string;
  dueAt: string;
  brokerId: string;
  userId: string;
  type: string;
}>((db) =>
  db
    .insert(jobs)
    .select(
      db
        .select({
          id: sql<string>`${sql.placeholder('jobPrefix')} || substr(${webhooks.id}, 5)`.as('id'),
          kind: sql<string>`'webhook.deliver'`.as('kind'),
          brokerId: webhooks.brokerId,
          subjectId: sql<string>`${sql.placeholder('eventId')}`.as('subjectId'),
          targetId: webhooks.id,
          dueAt: sql<string>`${sql.placeholder('dueAt')}`.as('dueAt'),
          status: sql<'pending'>`'pending'`.as('status'),
          attempts: sql<number>`0`.as('attempts'),
          lastError: sql<null>`null`.as('lastError'),
          createdAt: sql<string>`${sql.placeholder('at')}`.as('createdAt'),
          updatedAt: sql<string>`${sql.placeholder('at')}`.as('updatedAt'),
        })
        .from(webhooks)
        .where(
          and(
            eq(webhooks.brokerId, sql.placeholder('brokerId')),
            eq(webhooks.userId, sql.placeholder('userId')),
            eq(webhooks.type, sql.placeholder('type')),
            isNull(webhooks.disabledAt),
          ),
        ),
    )
    .prepare(),
);

export function insertDeliveries(
  store: Store,
  event: Pick<typeof events.$inferInsert, 'id' | 'brokerId' | 'userId' | 'type' | 'createdAt'>,
  dueAt: string,
): Statement {
  return insertDeliveriesOfEvent(store, {
    jobPrefix: `job_${event.id.slice(4)}_`,
    eventId: event.id,
    at: event.createdAt,
    dueAt,
    brokerId: event.brokerId,
    userId: event.userId,
    type: event.type,
  });
}

/** Pending deliveries to a registration that will not get them (deleted or disabled): done, not sent. */
export function dropPendingDeliveries(store: Store, webhookId: string, reason: string, at: Date): Statement {
  return store.db
    .update(jobs)
    .set({ status: 'done', lastError: reason, updatedAt: at.toISOString() })
    .where(and(eq(jobs.targetId, webhookId), pendingDelivery));
}

export type AttemptFilters = { event?: string; eventId?: string; outcome?: 'succeeded' | 'failed' };

/** A registration's attempts, newest first. */
export async function listAttempts(
  store: Store,
  webhookId: string,
  filters: AttemptFilters,
  page: PageRequest,
): Promise<ListPage<AttemptRow>> {
  const conditions: SQL[] = [eq(webhookAttempts.webhookId, webhookId)];
  if (filters.event !== undefined) conditions.push(eq(webhookAttempts.event, filters.event));
  if (filters.eventId !== undefined) conditions.push(eq(webhookAttempts.eventId, filters.eventId));
  if (filters.outcome !== undefined) conditions.push(eq(webhookAttempts.outcome, filters.outcome));
  return newestFirstPage<typeof webhookAttempts, AttemptRow>(
    store,
    webhookAttempts,
    and(...conditions),
    page,
    {
      time: webhookAttempts.attemptedAt,
      ...(conditions.length === 1 ? { kept: { list: 'webhook_attempts', ownerId: webhookId } } : {}),
    },
  );
}
