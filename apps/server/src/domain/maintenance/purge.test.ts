import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, jobs, orders, quotes, volumeDays } from '../../db/schema.ts';
import { day, purgeId, purgeTestRuntime } from '../../testing/purge-test-runtime.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { firstIdAt, newId } from '../crypto.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { ensureRecurringJobs, type Job, recurring, runDueJobs } from '../jobs/job-queue.ts';
import { purgeEveryMs } from './purge.ts';

// Unbooked quotes 7 days after they expired, idempotency keys past their expiry and
// volume days outside the 30-day window are purged by one recurring job, `maintenance.purge`, that keeps
// exactly one row and reschedules itself.

let runtime: TestRuntime;
const { clockAt, purgeJobs } = purgeTestRuntime('purge', (opened) => {
  runtime = opened;
});

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
