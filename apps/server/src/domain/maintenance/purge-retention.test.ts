import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { earliestDue } from '../../db/jobs-queries.ts';
import { events, jobs, webhookAttempts, webhooks } from '../../db/schema.ts';
import { day, purgeTestRuntime } from '../../testing/purge-test-runtime.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { newId } from '../crypto.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { purgeBatch } from './purge.ts';

// The webhooks' secrets and retention: the purge job forgets a rotated-out secret after its day beside the new
// one, and deletes events, attempts and finished jobs past their retention, in batches.

let runtime: TestRuntime;
const { clockAt, purgeJobs } = purgeTestRuntime('purge-retention', (opened) => {
  runtime = opened;
});

describe('maintenance.purge', () => {
  it('forgets a rotated-out webhook secret once its 24 hours beside the new one are over', async () => {
    const now = new Date(Date.now() + 60 * day);
    const registration = (id: string, previousSecretExpiresAt: Date) => ({
      id,
      brokerId: runtime.brokerId,
      userId: runtime.userId,
      type: 'orders' as const,
      url: `https://hooks.example.com/${id}`,
      retryOnFailure: true,
      secret: 'whsec_bmV3IHNlY3JldCBvZiAyNCBieXRlcyEh',
      previousSecret: 'whsec_b2xkIHNlY3JldCBvZiAyNCBieXRlcyEh',
      previousSecretExpiresAt: previousSecretExpiresAt.toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    await runtime.store.commit([
      runtime.store.db
        .insert(webhooks)
        .values([
          registration('whk_purge_over', new Date(now.getTime() - 1000)),
          registration('whk_purge_overlapping', new Date(now.getTime() + 60_000)),
        ]),
    ]);
    clockAt(now);
    await runDueJobs(runtime.deps, jobHandlers);
    const rows = await runtime.store.db
      .select({ id: webhooks.id, previous: webhooks.previousSecret, until: webhooks.previousSecretExpiresAt })
      .from(webhooks)
      .orderBy(webhooks.id);
    expect(rows.filter((row) => row.id.startsWith('whk_purge'))).toEqual([
      { id: 'whk_purge_over', previous: null, until: null },
      {
        id: 'whk_purge_overlapping',
        previous: 'whsec_b2xkIHNlY3JldCBvZiAyNCBieXRlcyEh',
        until: new Date(now.getTime() + 60_000).toISOString(),
      },
    ]);
  });

  it('purges events and attempts past the retention and jobs finished over a day ago, in batches, nothing else', async () => {
    const now = new Date(Date.now() + 90 * day);
    const retention = runtime.deps.config.eventRetentionDays * day;
    const old = new Date(now.getTime() - retention - 60_000);
    const recent = new Date(now.getTime() - retention + 60_000);
    // More than two batches of old events (of a user without registrations: no deliveries are made).
    const event = (at: Date) => ({
      id: newId('evt', at),
      brokerId: 'brk_purge',
      userId: 'usr_unregistered',
      type: 'orders' as const,
      event: 'order.created',
      data: {},
      createdAt: at.toISOString(),
    });
    const oldEvents = Array.from({ length: 2 * purgeBatch + 7 }, () => event(old));
    const recentEvent = event(recent);
    await runtime.store.commit([runtime.store.db.insert(events).values([...oldEvents, recentEvent])]);
    // A delivery of an old event still pending (a retry): it ends with its event, or it would stay due.
    const stranded = {
      id: `job_${oldEvents[0]?.id.slice(4)}_whk_purge`,
      kind: 'webhook.deliver',
      subjectId: oldEvents[0]?.id ?? '',
      dueAt: new Date(now.getTime() + 60_000).toISOString(),
      status: 'pending' as const,
      createdAt: old.toISOString(),
      updatedAt: old.toISOString(),
    };
    await runtime.store.commit([runtime.store.db.insert(jobs).values(stranded)]);
    const attempt = (at: Date) => ({
      id: newId('wat', at),
      brokerId: 'brk_purge',
      webhookId: 'whk_purge',
      eventId: 'evt_x',
      event: 'order.created',
      trigger: 'scheduled' as const,
      attempt: 1,
      url: 'https://hooks.example.com/',
      attemptedAt: at.toISOString(),
      durationMs: 1,
      outcome: 'succeeded' as const,
    });
    const [oldAttempt, recentAttempt] = [attempt(old), attempt(recent)];
    const job = (at: Date, status: 'done' | 'failed' | 'pending') => ({
      id: newId('job', at),
      kind: 'order.expire',
      subjectId: 'ord_gone',
      dueAt: new Date(now.getTime() + 10 * day).toISOString(),
      status,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    const twoDaysAgo = new Date(now.getTime() - 2 * day);
    const jobsMade = {
      doneOld: job(twoDaysAgo, 'done'),
      failedOld: job(twoDaysAgo, 'failed'),
      pendingOld: job(twoDaysAgo, 'pending'),
      doneRecent: job(new Date(now.getTime() - 3600_000), 'done'),
    };
    await runtime.store.commit([
      runtime.store.db.insert(webhookAttempts).values([oldAttempt, recentAttempt]),
      runtime.store.db.insert(jobs).values(Object.values(jobsMade)),
    ]);

    clockAt(now);
    await runDueJobs(runtime.deps, jobHandlers);
    const left = async (table: typeof events | typeof webhookAttempts | typeof jobs, ids: string[]) =>
      (await runtime.store.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map(
        (row) => row.id,
      );
    expect(
      await left(
        events,
        oldEvents.map((made) => made.id),
      ),
    ).toEqual([]);
    expect(await left(events, [recentEvent.id])).toEqual([recentEvent.id]);
    expect(await left(webhookAttempts, [oldAttempt.id, recentAttempt.id])).toEqual([recentAttempt.id]);
    expect(
      (
        await left(
          jobs,
          Object.values(jobsMade).map((made) => made.id),
        )
      ).sort(),
    ).toEqual([jobsMade.pendingOld.id, jobsMade.doneRecent.id].sort());
    const [strandedAfter] = await runtime.store.db.select().from(jobs).where(eq(jobs.id, stranded.id));
    // Ended (failed), and as a finished job made over a day ago, purged in the same run.
    expect(strandedAfter).toBeUndefined();
    expect(Object.values(await earliestDue(runtime.store))).not.toContain(stranded.dueAt);
    expect(await purgeJobs()).toHaveLength(1);
  });
});
