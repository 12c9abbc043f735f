import type { D1Database } from '@cloudflare/workers-types/index.ts';
import { expect, it } from 'vitest';
import { ConcurrentChangeError } from '../db/store.ts';
import { HeldRun } from './held-writes.ts';
import { RequestAccess, withAccess } from './request-access.ts';

/** A D1 binding that records the batches that landed and fails the `failing`-th with `error`. */
function fakeD1(failing = 0, error = new Error('D1_ERROR: transient')) {
  const landed: string[][] = [];
  let calls = 0;
  const binding = {
    batch: async (statements: string[]) => {
      calls++;
      if (calls === failing) throw error;
      landed.push(statements);
      return [];
    },
  } as unknown as D1Database;
  return { landed, binding };
}

async function inRun(binding: D1Database, body: (run: HeldRun) => Promise<void>) {
  const access = new RequestAccess();
  await withAccess(access, async () => {
    const run = new HeldRun(
      access,
      binding,
      (s) => s as never,
      () => {},
    );
    run.hold(['claim' as never], ['release' as never], Promise.resolve(true));
    await body(run);
  });
  return access;
}

it('only the answer failing to be kept after the claim landed: logged, the answer goes out', async () => {
  const { landed, binding } = fakeD1(2);
  const notKept: unknown[] = [];
  const access = await inRun(binding, async (run) => {
    run.add(['write A' as never]);
    await run.beforeEffect(); // a read after the commit: claim + A leave
    await run.keepAnswer(['completion' as never], (error) => notKept.push(error));
  });
  expect(landed).toEqual([['claim', 'write A']]);
  expect(notKept).toHaveLength(1);
  expect(access.stale).toBe(false); // not run again: its own claim would answer 409 code 25
});

it('a guard failing in a later batch after the claim landed: 409 concurrent change, the key freed', async () => {
  const { landed, binding } = fakeD1(2, new Error('D1_ERROR: CHECK constraint failed: batch_guard_changed'));
  const access = await inRun(binding, async (run) => {
    run.add(['write A' as never]);
    await run.beforeEffect();
    run.add(['write B' as never]);
    await expect(run.keepAnswer(['completion' as never], () => {})).rejects.toThrow(ConcurrentChangeError);
    await run.freeKey(); // the key was freed already: nothing more leaves
  });
  expect(landed).toEqual([['claim', 'write A'], ['release']]);
  expect(access.stale).toBe(false);
});

it('the first batch failing (the key claimed meanwhile): the run is dropped and runs again plainly', async () => {
  const { landed, binding } = fakeD1(1);
  const access = await inRun(binding, async (run) => {
    run.add(['write A' as never]);
    await expect(run.beforeEffect()).rejects.toThrow();
  });
  expect(landed).toEqual([]);
  expect(access.stale).toBe(true);
});

it('a run failing after its claim landed frees the key', async () => {
  const { landed, binding } = fakeD1();
  await inRun(binding, async (run) => {
    run.add(['write A' as never]);
    await run.beforeEffect();
    await run.drop();
  });
  expect(landed).toEqual([['claim', 'write A'], ['release']]);
});

it('an effect with nothing held claims the key first; a read with nothing held sends nothing', async () => {
  const { landed, binding } = fakeD1();
  await inRun(binding, async (run) => {
    await run.beforeEffect(); // a read
    expect(landed).toEqual([]);
    await Promise.all([run.beforeEffect(true), run.beforeEffect(true)]); // e.g. two R2 puts
    expect(landed).toEqual([['claim']]);
    await run.keepAnswer(['completion' as never], () => {});
  });
  expect(landed).toEqual([['claim'], ['completion']]);
});

it('the answer waits for held writes still on their way', async () => {
  const { landed, binding } = fakeD1();
  await inRun(binding, async (run) => {
    run.add(['write A' as never]);
    const read = run.beforeEffect();
    await run.keepAnswer(['completion' as never], () => {});
    await read;
  });
  expect(landed).toEqual([['claim', 'write A'], ['completion']]);
});
