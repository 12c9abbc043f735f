import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  events,
  idempotencyKeys,
  jobs,
  orders,
  quotes,
  volumeDays,
  webhookAttempts,
  webhooks,
} from '../../db/schema.ts';
import { openTestRuntime, type TestRuntime } from '../../node/test-runtime.ts';
import { firstIdAt, newId } from '../crypto.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { ensureRecurringJobs, type Job, nextDueAt, recurring, runDueJobs } from '../jobs/job-queue.ts';
import { purgeBatch, purgeEveryMs } from './purge.ts';

// DOMAIN §5, §6 and §11: unbooked quotes 7 days after they expired, idempotency keys past their expiry and
// volume days outside the 30-day window are purged by one recurring job, `maintenance.purge`, that keeps
// exactly one row and reschedules itself.
let runtime: TestRuntime;
const day = 24 * 60 * 60_000;
const purgeId = 'job_recurring_maintenance.purge';

beforeAll(async () => {
  runtime = await openTestRuntime('purge');
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => runtime.dispose());

const purgeJobs = () => runtime.store.db.select().from(jobs).where(eq(jobs.kind, 'maintenance.purge'));

/** Moves the service clock to `at` for what follows. */
function clockAt(at: Date): void {
  vi.spyOn(runtime.deps.clock, 'now').mockReturnValue(at);
}

async function insertQuote(id: string, expiresAt: Date, orderId: string | null = null): Promise<void> {
  const createdAt = new Date(expiresAt.getTime() - 600_000).toISOString();
  await runtime.store.commit([
    runtime.store.db.insert(quotes).values({
      id,
      brokerId: 'brk_purge',
      userId: 'usr_purge',
      body: { id },
      expiresAt: expiresAt.toISOString(),
      bookedAt: orderId ? createdAt : null,
      orderId,
      createdAt,
    }),
  ]);
}

async function insertKey(key: string, expiresAt: Date): Promise<void> {
  await runtime.store.commit([
    runtime.store.db.insert(idempotencyKeys).values({
      id: `idk_${key}`,
      brokerId: 'brk_purge',
      key,
      fingerprint: 'f',
      createdAt: new Date(expiresAt.getTime() - day).toISOString(),
      expiresAt: expiresAt.toISOString(),
    }),
  ]);
}

const exists = async (table: typeof quotes | typeof idempotencyKeys, id: string) =>
  (await runtime.store.db.select().from(table).where(eq(table.id, id))).length === 1;

describe('maintenance.purge', () => {
  it('is seeded once, by the first run of the job runner, however many runners start together', async () => {
    expect(await purgeJobs()).toHaveLength(0);
    await Promise.all([
      runDueJobs(runtime.deps, jobHandlers),
      ensureRecurringJobs(runtime.deps, jobHandlers),
      ensureRecurringJobs(runtime.deps, jobHandlers),
    ]);
    const seeded = await purgeJobs();
    expect(seeded.map((job) => [job.id, job.status])).toEqual([[purgeId, 'pending']]);
  });

  it('deletes unbooked quotes 7 days after expiry, expired idempotency keys and past volume days, nothing else', async () => {
    const now = new Date(Date.now() + 30 * day);
    await insertQuote('quo_purge_old', new Date(now.getTime() - 7 * day - 1000));
    await insertQuote('quo_purge_recent', new Date(now.getTime() - 7 * day + 60_000));
    await insertQuote('quo_purge_booked', new Date(now.getTime() - 20 * day), 'ord_purge');
    // Booked since migration 0005: the order names the quote, the quote's columns stay empty.
    await insertQuote('quo_purge_booked_by_order', new Date(now.getTime() - 20 * day));
    await runtime.store.commit([
      runtime.store.db.insert(orders).values({
        id: 'ord_purge_2',
        brokerId: 'brk_purge',
        userId: 'usr_purge',
        status: 'awaitingPayment',
        bookedQuoteId: 'quo_purge_booked_by_order',
        body: {},
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      }),
    ]);
    await insertKey('expired', new Date(now.getTime() - 1000));
    await insertKey('live', new Date(now.getTime() + 60_000));
    const dayOf = (daysAgo: number) => new Date(now.getTime() - daysAgo * day).toISOString().slice(0, 10);
    await runtime.store.commit([
      runtime.store.db.insert(volumeDays).values(
        [29, 30].map((daysAgo) => ({
          userId: 'usr_purge',
          country: 'MX' as const,
          side: 'buy' as const,
          day: dayOf(daysAgo),
          usdMicros: 1_000_000,
        })),
      ),
    ]);

    clockAt(now);
    const ran = await runDueJobs(runtime.deps, jobHandlers);
    expect(ran.ran).toBeGreaterThanOrEqual(1);
    expect(await exists(quotes, 'quo_purge_old')).toBe(false);
    expect(await exists(quotes, 'quo_purge_recent')).toBe(true);
    expect(await exists(quotes, 'quo_purge_booked')).toBe(true);
    expect(await exists(quotes, 'quo_purge_booked_by_order')).toBe(true);
    expect(await exists(idempotencyKeys, 'idk_expired')).toBe(false);
    expect(await exists(idempotencyKeys, 'idk_live')).toBe(true);
    const volumeDaysLeft = await runtime.store.db.select({ day: volumeDays.day }).from(volumeDays);
    expect(volumeDaysLeft.map((row) => row.day)).toEqual([dayOf(29)]);

    // The same row, pending again an hour later; running now does nothing more.
    const [next] = await purgeJobs();
    expect(next).toMatchObject({ id: purgeId, status: 'pending', attempts: 0 });
    expect(next?.dueAt).toBe(new Date(now.getTime() + purgeEveryMs).toISOString());
    expect((await runDueJobs(runtime.deps, jobHandlers)).ran).toBe(0);

    clockAt(new Date(now.getTime() + purgeEveryMs + 7 * day));
    await runDueJobs(runtime.deps, jobHandlers);
    expect(await exists(quotes, 'quo_purge_recent')).toBe(false);
    expect(await purgeJobs()).toHaveLength(1);
  });

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
    expect(await nextDueAt(runtime.store)).not.toBe(stranded.dueAt);
    expect(await purgeJobs()).toHaveLength(1);
  });

  it('firstIdAt bounds the ids made before an instant', () => {
    const at = new Date('2026-11-24T12:00:00.000Z');
    const bound = firstIdAt('evt', at);
    for (let i = 0; i < 50; i++) {
      expect(newId('evt', new Date(at.getTime() - 1)) < bound).toBe(true);
      expect(newId('evt', at) >= bound).toBe(true);
    }
  });

  it('a failing run is logged and still comes back at the next hour', async () => {
    const log = vi.spyOn(runtime.deps.logger, 'error').mockImplementation(() => undefined);
    const failing = recurring(purgeEveryMs, async () => {
      throw new Error('disk full');
    });
    const [job] = await purgeJobs();
    const statements = await failing(runtime.deps, job as Job);
    expect(statements).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'maintenance.purge' }),
      'recurring job failed',
    );
  });

  it('a recurring job that ended (failed after its retries) is pending again on the next seeding', async () => {
    await runtime.store.commit([
      runtime.store.db.update(jobs).set({ status: 'failed', attempts: 5 }).where(eq(jobs.id, purgeId)),
    ]);
    await ensureRecurringJobs(runtime.deps, jobHandlers);
    const [revived] = await purgeJobs();
    expect(revived).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
