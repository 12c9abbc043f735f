import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { brokers, jobs } from '../../db/schema.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';
import { onBrokerClock } from '../sandbox/clock.ts';
import { advanceClock, maxRunsPerMove } from './advance-clock.ts';
import type { JobHandler } from './job-queue.ts';

// The move's bound: a span holding more due jobs than one move runs still moves the clock by all of it, and
// says that it did not catch up; the rest stay due at the new time.
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await openTestRuntime('advance-clock');
});
afterAll(() => runtime.dispose());

it(`runs at most ${maxRunsPerMove} jobs, each at its due time, and still moves the clock by the whole span`, async () => {
  const { deps, store } = runtime;
  const start = deps.clock.now().getTime();
  const ranAt = new Map<string, number>();
  const handlers: Record<string, JobHandler> = {
    'test.note': async (onClock, job) => {
      ranAt.set(job.id, onClock.clock.now().getTime());
      return [];
    },
  };
  const count = maxRunsPerMove + 100;
  const at = new Date(start).toISOString();
  await store.commit([
    store.db.insert(jobs).values(
      Array.from({ length: count }, (_, index) => ({
        id: `job_note_${String(index).padStart(4, '0')}`,
        kind: 'test.note',
        brokerId: runtime.brokerId,
        subjectId: 'note',
        // One job per 100 ms of the first minute.
        dueAt: new Date(start + 1000 + index * 100).toISOString(),
        status: 'pending' as const,
        createdAt: at,
        updatedAt: at,
      })),
    ),
  ]);

  const moved = await advanceClock(deps, handlers, runtime.brokerId, 3600_000);
  expect(moved).toEqual({ ran: maxRunsPerMove, caughtUp: false });
  expect(ranAt.size).toBe(maxRunsPerMove);
  // Oldest due first, each run with the clock standing at its due time.
  for (let index = 0; index < maxRunsPerMove; index++) {
    expect(ranAt.get(`job_note_${String(index).padStart(4, '0')}`)).toBe(start + 1000 + index * 100);
  }
  const [broker] = await store.db.select().from(brokers).where(eq(brokers.id, runtime.brokerId));
  expect(broker?.clockOffsetMs).toBe(3600_000);
  const onBroker = onBrokerClock(deps, 3600_000);

  // The rest are due at the new time, and a second move runs them at once.
  const again = await advanceClock(onBroker, handlers, runtime.brokerId, 1000);
  expect(again).toEqual({ ran: 100, caughtUp: true });
  expect(ranAt.size).toBe(count);
});
