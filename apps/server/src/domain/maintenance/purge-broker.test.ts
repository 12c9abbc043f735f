import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveBrokerClock } from '../../db/brokers-queries.ts';
import { events, jobs, quotes, webhookAttempts, webhooks } from '../../db/schema.ts';
import { day } from '../../testing/purge-test-runtime.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';
import { createSandboxTenant } from '../bootstrap.ts';
import { newId } from '../crypto.ts';
import { advanceClock } from '../jobs/advance-clock.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { onBrokerClock } from '../sandbox/clock.ts';
import { purgeBatch, unbookedQuoteRetentionMs } from './purge.ts';
import { purgeBrokerData } from './purge-broker.ts';
import { purgeAll } from './purge-job.ts';

// A broker's purge as of its own clock: its data past retention goes, another broker's stays as it was.
let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await openTestRuntime('purge-broker');
});
afterAll(() => runtime.dispose());

/** A broker of its own, with a registration (delivery attempts are logged per registration). */
async function broker() {
  const { brokerId, userId } = await createSandboxTenant(runtime.store, new Date());
  const webhookId = newId('whk');
  const at = new Date().toISOString();
  await runtime.store.commit([
    runtime.store.db.insert(webhooks).values({
      id: webhookId,
      brokerId,
      userId,
      type: 'orders',
      url: `https://hooks.example.com/${webhookId}`,
      retryOnFailure: true,
      secret: 'whsec_bmV3IHNlY3JldCBvZiAyNCBieXRlcyEh',
      createdAt: at,
      updatedAt: at,
    }),
  ]);
  return { brokerId, userId, webhookId };
}
type Broker = Awaited<ReturnType<typeof broker>>;

/** An unbooked quote of the broker that expired at `expiresAt`. */
async function quoteExpiredAt({ brokerId, userId }: Broker, expiresAt: Date): Promise<string> {
  const id = newId('quo', new Date(expiresAt.getTime() - 600_000));
  await runtime.store.commit([
    runtime.store.db.insert(quotes).values({
      id,
      brokerId,
      userId,
      body: { id },
      expiresAt: expiresAt.toISOString(),
      createdAt: new Date(expiresAt.getTime() - 600_000).toISOString(),
    }),
  ]);
  return id;
}

/** `count` events of the broker made at `at`, an attempt to deliver each, and a delivery of the first still pending. */
async function eventsAt({ brokerId, userId, webhookId }: Broker, at: Date, count = 1) {
  const made = Array.from({ length: count }, () => ({
    id: newId('evt', at),
    brokerId,
    userId,
    type: 'orders' as const,
    event: 'order.created',
    data: {},
    createdAt: at.toISOString(),
  }));
  const attempts = made.map((event) => ({
    id: newId('wat', at),
    brokerId,
    webhookId,
    eventId: event.id,
    event: event.event,
    trigger: 'scheduled' as const,
    attempt: 1,
    url: 'https://hooks.example.com/',
    attemptedAt: at.toISOString(),
    durationMs: 1,
    outcome: 'failed' as const,
  }));
  const delivery = {
    id: newId('job', at),
    kind: 'webhook.deliver',
    brokerId,
    subjectId: made[0]?.id ?? '',
    targetId: webhookId,
    // Beyond any move of these tests: the delivery is still pending when the purge runs.
    dueAt: new Date(at.getTime() + 3650 * day).toISOString(),
    status: 'pending' as const,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
  await runtime.store.commit([
    runtime.store.db.insert(events).values(made),
    runtime.store.db.insert(webhookAttempts).values(attempts),
    runtime.store.db.insert(jobs).values(delivery),
  ]);
  return { events: made.map((event) => event.id), attempts: attempts.map((attempt) => attempt.id), delivery };
}

async function kept(table: typeof events | typeof webhookAttempts | typeof quotes, ids: string[]) {
  const rows = await runtime.store.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.length;
}

const deliveryStatus = async (id: string) =>
  (await runtime.store.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;

describe('a broker purge on its own clock', () => {
  it('deletes its unbooked quotes 7 days expired and its events and attempts past the retention, nothing of another broker', async () => {
    const [purgedBroker, other] = [await broker(), await broker()];
    const now = new Date(Date.now() + 60 * day);
    const retention = runtime.deps.config.eventRetentionDays * day;
    const made = async (of: Broker) => ({
      oldQuote: await quoteExpiredAt(of, new Date(now.getTime() - unbookedQuoteRetentionMs - 1000)),
      recentQuote: await quoteExpiredAt(of, new Date(now.getTime() - unbookedQuoteRetentionMs + 60_000)),
      // More than a batch of old events: the purge goes on until none is left.
      old: await eventsAt(of, new Date(now.getTime() - retention - 60_000), purgeBatch + 3),
      recent: await eventsAt(of, new Date(now.getTime() - retention + 60_000)),
    });
    const [mine, theirs] = [await made(purgedBroker), await made(other)];

    await purgeBrokerData({ ...runtime.deps, clock: runtime.deps.clock.at(60 * day) }, purgedBroker.brokerId);

    expect(await kept(quotes, [mine.oldQuote, mine.recentQuote])).toBe(1);
    expect(await kept(quotes, [mine.recentQuote])).toBe(1);
    expect(await kept(events, mine.old.events)).toBe(0);
    expect(await kept(webhookAttempts, mine.old.attempts)).toBe(0);
    expect(await kept(events, mine.recent.events)).toBe(1);
    expect(await kept(webhookAttempts, mine.recent.attempts)).toBe(1);
    // A delivery of a purged event ends with it (it would stay due for ever); one of a kept event waits.
    expect(await deliveryStatus(mine.old.delivery.id)).toBe('failed');
    expect(await deliveryStatus(mine.recent.delivery.id)).toBe('pending');

    // The other broker's clock has not moved: all of its data is where it was.
    expect(await kept(quotes, [theirs.oldQuote, theirs.recentQuote])).toBe(2);
    expect(await kept(events, [...theirs.old.events, ...theirs.recent.events])).toBe(purgeBatch + 4);
    expect(await kept(webhookAttempts, [...theirs.old.attempts, ...theirs.recent.attempts])).toBe(
      purgeBatch + 4,
    );
    expect(await deliveryStatus(theirs.old.delivery.id)).toBe('pending');
  });

  it("runs when the broker's clock moves: past the quote retention its expired quote goes, another's stays", async () => {
    const [moved, still] = [await broker(), await broker()];
    const expiredNow = new Date(Date.now() - 1000);
    const [movedQuote, stillQuote] = [
      await quoteExpiredAt(moved, expiredNow),
      await quoteExpiredAt(still, expiredNow),
    ];

    // A minute short of the retention: kept.
    const short = unbookedQuoteRetentionMs - 60_000;
    await advanceClock(runtime.deps, jobHandlers, moved.brokerId, short);
    expect(await kept(quotes, [movedQuote])).toBe(1);
    await advanceClock(onBrokerClock(runtime.deps, short), jobHandlers, moved.brokerId, 120_000);
    expect(await kept(quotes, [movedQuote])).toBe(0);
    expect(await kept(quotes, [stillQuote])).toBe(1);
  });

  it('runs in the hourly purge for a broker whose clock is ahead: its data goes as of its clock, not later', async () => {
    const [ahead, still] = [await broker(), await broker()];
    const expiredNow = new Date(Date.now() - 1000);
    const [aheadQuote, stillQuote] = [
      await quoteExpiredAt(ahead, expiredNow),
      await quoteExpiredAt(still, expiredNow),
    ];
    // The clock set ahead past the retention without a move's own purge: only the hourly job can see it.
    await runtime.store.commit(
      moveBrokerClock(runtime.store, ahead.brokerId, unbookedQuoteRetentionMs + 60_000),
    );
    await runtime.store.commit(await purgeAll(runtime.deps, runtime.deps.clock.now()));
    expect(await kept(quotes, [aheadQuote])).toBe(0);
    expect(await kept(quotes, [stillQuote])).toBe(1);
  });
});
