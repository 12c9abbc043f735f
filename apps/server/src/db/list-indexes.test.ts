import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Store } from '../deps.ts';
import { openTestRuntime } from '../testing/test-runtime.ts';
import { listBankAccounts } from './bank-accounts-queries.ts';
import { listCryptoAddresses } from './crypto-addresses-queries.ts';
import { listAttempts } from './deliveries-queries.ts';
import { listEvents } from './events-queries.ts';
import { type PageRequest, scanCap } from './list-page.ts';
import { listOrders, newestPaymentReference } from './orders-queries.ts';
import * as schema from './schema.ts';
import { listUsers } from './users-queries.ts';
import { listWebhooks } from './webhooks-queries.ts';

// Every list of the API, for every combination of the filters the document gives it, on a page and after a
// cursor: SQLite's plan (EXPLAIN QUERY PLAN) seeks an index on the broker (or registration) and on at least
// one filter given, in the list's order, and counts through an index too. A full scan of a table, a sort of
// the matches or an index that serves none of the filters given reads every record of the broker, which at a
// million orders is seconds of a blocked server: a new filter without its index fails here.
const runtime = await openTestRuntime('list-indexes');
afterAll(() => runtime.dispose());

type Captured = { sql: string; params: unknown[] };

/** The runtime's database seen through a drizzle that records every query it runs. */
function recordingStore(): { store: Store; queries: Captured[] } {
  const queries: Captured[] = [];
  const sqlite = new Database(`${runtime.dataDir}/cambio.sqlite`, { readonly: true });
  const db = drizzle(sqlite, {
    schema,
    logger: { logQuery: (sql, params) => queries.push({ sql, params }) },
  });
  afterAll(() => sqlite.close());
  return { store: { ...runtime.store, db: db as never } as Store, queries };
}

const { store, queries } = recordingStore();
const plans = new Database(`${runtime.dataDir}/cambio.sqlite`, { readonly: true });
afterAll(() => plans.close());

function planOf({ sql, params }: Captured): string[] {
  return (plans.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[])) as { detail: string }[]).map(
    (row) => row.detail,
  );
}

/** Every subset of `names`, the empty one included. */
function combinations<T extends string>(names: readonly T[]): T[][] {
  const sets: T[][] = [[]];
  for (const name of names) {
    for (const set of sets.slice()) sets.push([...set, name]);
  }
  return sets;
}

const pages: Record<string, PageRequest> = {
  'page 3': { limit: 20, offset: 40 },
  cursor: { limit: 20, after: { at: '2026-11-21T16:04:05.123Z', id: 'ord_01JD3ZB7K2M4N6P8Q0R2S4T6V8' } },
};

type Case = {
  list: string;
  /** The leading column the seek must name (the broker, or the registration). */
  scope: string;
  /** Each filter's value, and the column its index seeks on. */
  filters: Record<string, { value: string; column: string }>;
  /** Filters no index serves, tried on a bounded window of records (db/list-page.ts scanCap). */
  scanned?: Record<string, string>;
  /** Unfiltered, its total is the one a counter keeps (db/list-totals-schema.ts), not a count. */
  kept?: boolean;
  run(filters: Record<string, string>, page: PageRequest): Promise<unknown>;
};

const cases: Case[] = [
  {
    list: 'GET /api/orders',
    kept: true,
    scope: 'broker_id',
    filters: {
      userId: { value: 'usr_1', column: 'user_id' },
      status: { value: 'paid', column: 'status' },
      clientReferenceId: { value: 'ref-1', column: 'client_reference_id' },
    },
    run: (filters, page) => listOrders(store, 'brk_1', filters, page),
  },
  {
    list: 'GET /api/events',
    kept: true,
    scope: 'broker_id',
    filters: {
      type: { value: 'orders', column: 'type' },
      event: { value: 'order.created', column: 'event' },
      userId: { value: 'usr_1', column: 'user_id' },
      from: { value: '2026-11-01T00:00:00.000Z', column: 'created_at' },
      to: { value: '2026-11-30T00:00:00.000Z', column: 'created_at' },
      orderId: { value: 'ord_1', column: 'resource_id' },
      bankAccountId: { value: 'bac_1', column: 'resource_id' },
      // The events after this one, oldest first: the same indexes read the other way.
      since: { value: 'evt_1', column: 'created_at' },
    },
    run: ({ since, ...filters }, page) =>
      listEvents(
        store,
        'brk_1',
        { ...filters, ...(since ? { since: { at: '2026-11-21T16:04:05.123Z', id: since } } : {}) },
        page,
      ),
  },
  {
    list: 'GET /api/webhooks/{id}/attempts',
    kept: true,
    scope: 'webhook_id',
    filters: {
      event: { value: 'order.created', column: 'event' },
      eventId: { value: 'evt_1', column: 'event_id' },
      outcome: { value: 'failed', column: 'outcome' },
    },
    run: (filters, page) => listAttempts(store, 'whk_1', filters, page),
  },
  {
    list: 'GET /api/users',
    kept: true,
    scope: 'broker_id',
    filters: {
      type: { value: 'individual', column: 'type' },
      firstName: { value: 'ana', column: 'first_name' },
      lastName: { value: 'garcia', column: 'last_name' },
      businessName: { value: 'acme', column: 'business_name' },
      authId: { value: 'usr_1', column: 'id' },
    },
    scanned: { search: 'garc', onboardingStatus: 'approved' },
    run: (filters, page) => listUsers(store, 'brk_1', filters, page),
  },
  {
    list: 'GET /api/addresses',
    scope: 'broker_id',
    filters: {
      userId: { value: 'usr_1', column: 'user_id' },
      network: { value: 'polygon', column: 'network' },
    },
    run: (filters, page) => listCryptoAddresses(store, 'brk_1', filters, page),
  },
  {
    list: 'GET /api/bank/accounts',
    scope: 'broker_id',
    filters: { userId: { value: 'usr_1', column: 'user_id' } },
    run: (filters, page) => listBankAccounts(store, 'brk_1', filters, page),
  },
  {
    list: 'GET /api/webhooks',
    scope: 'broker_id',
    filters: { userId: { value: 'usr_1', column: 'user_id' } },
    run: (filters, page) => listWebhooks(store, 'brk_1', filters, page),
  },
];

describe.each(cases)('$list', ({ scope, filters, scanned = {}, kept = false, run }) => {
  const combos = combinations([...Object.keys(filters), ...Object.keys(scanned)]);
  it.each(Object.entries(pages))(
    `seeks an index for each of ${combos.length} filter combinations (%s)`,
    async (_, page) => {
      for (const combo of combos) {
        queries.length = 0;
        const values = {
          ...Object.fromEntries(Object.entries(filters).map(([name, { value }]) => [name, value])),
          ...scanned,
        };
        await run(Object.fromEntries(combo.map((name) => [name, values[name] ?? ''])), page);
        const windowed = combo.some((name) => name in scanned);
        // The page and its count; and, with a scanned filter on a page not full, where the window ended.
        expect(queries.length, combo.join('+')).toBe(windowed ? 3 : 2);
        const indexed = combo.filter((name) => name in filters);
        // Unfiltered, the total is the owner's row of the kept totals, read by its key: no count at all.
        const counter = queries.findIndex(({ sql }) => sql.includes('"list_totals"'));
        expect(counter !== -1, `${combo.join('+') || 'no filter'} reads the kept total`).toBe(
          kept && combo.length === 0,
        );
        if (counter !== -1) {
          const [total] = queries.splice(counter, 1);
          expect(planOf(total as Captured)).toEqual([
            'SEARCH list_totals USING INDEX sqlite_autoindex_list_totals_1 (list=? AND owner_id=?)',
          ]);
        }
        for (const query of queries) {
          const plan = planOf(query);
          const where = `${combo.join('+') || 'no filter'}: ${plan.join(' / ')}`;
          // The count reads its capped subquery, which is itself a seek.
          const reads = plan.filter((line) => !/^(SCAN|CO-ROUTINE) matched/.test(line));
          expect(
            reads.some((line) => /^SCAN /.test(line)),
            where,
          ).toBe(false);
          const seeks = reads.filter((line) => /^SEARCH \w+ USING /.test(line));
          expect(seeks.length, where).toBeGreaterThan(0);
          // A scanned filter sorts what its window matched (at most scanCap records); nothing else sorts.
          if (!windowed)
            expect(
              reads.some((line) => line.includes('TEMP B-TREE')),
              where,
            ).toBe(false);
          // Each query reads through the bounded window: its limit, or where it ends.
          else
            expect(
              query.params.some((value) => value === scanCap || value === scanCap - 1),
              where,
            ).toBe(true);
          const served = seeks.some((line) =>
            indexed.length === 0
              ? line.includes(`${scope}=?`)
              : indexed.some((name) => line.includes(`${filters[name]?.column}`)),
          );
          expect(served, where).toBe(true);
        }
      }
    },
  );
});

it('reads the newest payment reference from the end of its index, not from every order', async () => {
  queries.length = 0;
  await newestPaymentReference(store);
  const [query] = queries;
  if (!query) throw new Error('no query ran');
  const plan = planOf(query);
  expect(plan.join(' / ')).toMatch(/^SEARCH orders USING COVERING INDEX orders_payment_reference/);
});
