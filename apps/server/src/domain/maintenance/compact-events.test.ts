import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDataText } from '../../db/events-data.ts';
import { events } from '../../db/schema.ts';
import { day, purgeTestRuntime } from '../../testing/purge-test-runtime.ts';
import type { TestRuntime } from '../../testing/test-runtime.ts';
import { newId } from '../crypto.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { compactionBatch } from './compact-events.ts';

// Events are written as text and packed by the hourly maintenance job, in batches, each run from where the
// last one stopped; either form reads as the same JSON.
let runtime: TestRuntime;
const { clockAt } = purgeTestRuntime('compact-events', (opened) => {
  runtime = opened;
});

describe('maintenance.purge packing events', () => {
  it('packs the events written before its run, in batches, and the next run those written since', async () => {
    const now = new Date(Date.now() + 2 * day);
    const event = (at: Date, index: number) => ({
      id: newId('evt', at),
      brokerId: 'brk_compact',
      userId: 'usr_unregistered',
      type: 'orders' as const,
      event: 'order.created',
      data: { id: `ord_${index}`, status: 'awaitingPayment', note: 'Peñalosa 🚀' },
      createdAt: at.toISOString(),
    });
    const before = Array.from({ length: 2 * compactionBatch + 3 }, (_, index) =>
      event(new Date(now.getTime() - 60_000), index),
    );
    const after = event(new Date(now.getTime() + 60_000), 999);
    await runtime.store.commit([runtime.store.db.insert(events).values([...before, after])]);
    const stored = async (ids: string[]) =>
      (await runtime.store.db.all<{ id: string; kind: string; data: unknown }>(
        `select id, typeof(data) as kind, data from events where id in (${ids.map((id) => `'${id}'`).join(',')}) order by id`,
      )) as Array<{ id: string; kind: string; data: unknown }>;
    const ids = before.map((made) => made.id);
    expect(new Set((await stored(ids)).map((row) => row.kind))).toEqual(new Set(['text']));

    clockAt(now);
    await runDueJobs(runtime.deps, jobHandlers);
    const packed = await stored(ids);
    expect(new Set(packed.map((row) => row.kind))).toEqual(new Set(['blob']));
    expect(packed.map((row) => JSON.parse(eventDataText(row.data)))).toEqual(before.map((made) => made.data));
    expect((await stored([after.id]))[0]?.kind).toBe('text');
    // The events API reads the packed rows as the data they were written with.
    const read = await runtime.store.db
      .select()
      .from(events)
      .where(inArray(events.id, ids.slice(0, 2)));
    expect(read.map((row) => row.data)).toEqual(before.slice(0, 2).map((made) => made.data));

    // A row of text slipped below where the run stopped is not read again: the next run starts there.
    const below = event(new Date(now.getTime() - 120_000), 1000);
    await runtime.store.commit([runtime.store.db.insert(events).values(below)]);
    clockAt(new Date(now.getTime() + 2 * 3600_000));
    await runDueJobs(runtime.deps, jobHandlers);
    expect((await stored([after.id]))[0]?.kind).toBe('blob');
    expect(JSON.parse(eventDataText((await stored([after.id]))[0]?.data))).toEqual(after.data);
    expect((await stored([below.id]))[0]?.kind).toBe('text');
  });
});
