import { afterAll, expect, it } from 'vitest';
import { openTestRuntime } from '../testing/test-runtime.ts';
import { scanCap, totalCap } from './list-page.ts';
import { users } from './schema.ts';
import { listUsers } from './users-queries.ts';

// Free-text search tries its text on a bounded window of the broker's users, newest first from the cursor:
// past the window a page comes back short, with the cursor where the window ended, and the walk goes on.
const runtime = await openTestRuntime('list-page');
afterAll(() => runtime.dispose());

it(`searches ${scanCap} users per request at most, and the cursor carries the search past them`, async () => {
  const count = scanCap + 50;
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const user = (index: number) => ({
    id: `usr_window${String(index).padStart(6, '0')}`,
    brokerId: runtime.brokerId,
    type: 'individual' as const,
    email: `user${index}@example.com`,
    phoneNumber: '+525512345678',
    // The oldest user alone has the name searched for.
    firstName: index === 0 ? 'zyzzyva' : 'ana',
    lastName: 'garcia',
    profile: {},
    createdAt: new Date(start + index * 1000).toISOString(),
    updatedAt: new Date(start + index * 1000).toISOString(),
  });
  const rows = Array.from({ length: count }, (_, index) => user(index));
  for (let from = 0; from < rows.length; from += 1000) {
    await runtime.store.commit([runtime.store.db.insert(users).values(rows.slice(from, from + 1000))]);
  }

  const first = await listUsers(
    runtime.store,
    runtime.brokerId,
    { search: 'zyzzyva' },
    { limit: 20, offset: 0 },
  );
  expect(first.rows).toEqual([]);
  // The newest scanCap users (the runtime's own caller user, made now, and the newest of these) held no
  // match; the window ended at the scanCap-th newest, and said where.
  const end = rows[count - scanCap + 1];
  expect(first.next).toEqual({ at: end?.createdAt, id: end?.id });
  const second = await listUsers(
    runtime.store,
    runtime.brokerId,
    { search: 'zyzzyva' },
    { limit: 20, after: first.next ?? { at: '', id: '' } },
  );
  expect(second.rows.map((row) => row.id)).toEqual([rows[0]?.id]);
  expect(second.next).toBeUndefined();

  // A filter with an index counts every match (up to the count's cap), however old.
  const named = await listUsers(
    runtime.store,
    runtime.brokerId,
    { firstName: 'zyzzyva' },
    { limit: 20, offset: 0 },
  );
  expect(named.rows.map((row) => row.id)).toEqual([rows[0]?.id]);
  const all = await listUsers(
    runtime.store,
    runtime.brokerId,
    { lastName: 'garcia' },
    { limit: 20, offset: 0 },
  );
  expect([all.total, all.capped]).toEqual([totalCap, true]);
});
