import { afterAll, expect, it } from 'vitest';
import { openTestRuntime } from '../testing/test-runtime.ts';
import { exportOrdersPage, type OrderKey } from './exports-queries.ts';
import { orders } from './schema.ts';

// The export's keyset pages: every order of the broker exactly once, oldest first, ties on created_at broken
// by id, another broker's orders never.
const runtime = await openTestRuntime('exports-queries');
afterAll(() => runtime.dispose());

it('pages through every order once, in (createdAt, id) order, across equal times (pages of 97 end inside a second)', async () => {
  const row = (id: string, brokerId: string, second: number) => ({
    id,
    brokerId,
    userId: runtime.userId,
    status: 'complete',
    body: { id },
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, second)).toISOString(),
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
  // 250 orders over 50 seconds (five to a second, inserted out of order), and one of another broker.
  const ids = Array.from({ length: 250 }, (_, index) => `ord_${String(1000 - index).padStart(4, '0')}`);
  await runtime.store.commit([
    runtime.store.db
      .insert(orders)
      .values([
        ...ids.map((id, index) => row(id, runtime.brokerId, index % 50)),
        row('ord_other', 'brk_other', 0),
      ]),
  ]);
  const seen: string[] = [];
  let after: OrderKey | undefined;
  for (let pages = 0; pages < 10; pages++) {
    const page = await exportOrdersPage(runtime.store, runtime.brokerId, {}, undefined, after, 97);
    seen.push(...page.map(({ key }) => key.id));
    after = page.at(-1)?.key;
    if (page.length < 97) break;
  }
  const expected = ids
    .map((id, index) => ({ id, at: index % 50 }))
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .map(({ id }) => id);
  expect(seen).toEqual(expected);
});
