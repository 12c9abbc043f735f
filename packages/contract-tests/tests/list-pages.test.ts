import { describe, expect, it } from 'vitest';
import type { CallResult } from '../src/harness/api.ts';
import { expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { validClabe } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// Lists page two ways (the document's Page, Limit and Cursor parameters; the X-Total-Count, X-Total-Count-
// Capped and X-Next-Cursor headers): offset pages as the specification names them, and a keyset cursor that
// walks the same records, newest first, without gaps or repeats while records are added.
const tenant = await newTenant(await resolveTarget());
const userId = await createUser(tenant);

type Listed = { id: string };
const list = (path: string) => tenant.call<Listed[]>({ method: 'GET', path, key: tenant.readKey });
const addAccount = async () => {
  const created = await tenant.call<Listed>({
    method: 'POST',
    path: '/api/bank/accounts',
    body: { userId, country: 'MX', fiat: 'MXN', accountHolderName: 'Ana García', CLABE: validClabe() },
  });
  expect(created.status).toBe(201);
  return created.body.id;
};

const made: string[] = [];
for (let index = 0; index < 7; index++) made.push(await addAccount());
const newestFirst = [...made].reverse();

/** Every page from `first`, following X-Next-Cursor; the pages' sizes and the ids in order. */
async function walk(first: string): Promise<{ sizes: number[]; ids: string[]; last: CallResult<Listed[]> }> {
  const sizes: number[] = [];
  const ids: string[] = [];
  let page = await list(first);
  for (;;) {
    expect(page.status).toBe(200);
    sizes.push(page.body.length);
    ids.push(...page.body.map((record) => record.id));
    const next = page.headers.get('x-next-cursor');
    if (!next) return { sizes, ids, last: page };
    expect(sizes.length).toBeLessThan(10);
    page = await list(`${first}&cursor=${next}`);
  }
}

describe('cursor pages', () => {
  it('walk the same records as offset pages, newest first, each page full until the last', async () => {
    const byCursor = await walk(`/api/bank/accounts?userId=${userId}&limit=3`);
    expect(byCursor.ids).toEqual(newestFirst);
    expect(byCursor.sizes).toEqual([3, 3, 1]);
    const byPage: string[] = [];
    for (const page of [1, 2, 3]) {
      const answered = await list(`/api/bank/accounts?userId=${userId}&limit=3&page=${page}`);
      expect(totalCount(answered)).toBe(7);
      expect(answered.headers.get('x-total-count-capped')).toBeNull();
      byPage.push(...answered.body.map((record) => record.id));
    }
    expect(byPage).toEqual(newestFirst);
  });

  it('end without a cursor on an exact last page', async () => {
    const { sizes, last } = await walk(`/api/bank/accounts?userId=${userId}&limit=7`);
    // A full page may be the last: the next one is then empty, and has no cursor.
    expect(sizes).toEqual([7, 0]);
    expect(last.headers.get('x-next-cursor')).toBeNull();
  });

  it('are not shifted by records made during the walk', async () => {
    const first = await list(`/api/bank/accounts?userId=${userId}&limit=3`);
    const cursor = first.headers.get('x-next-cursor');
    const added = await addAccount();
    const second = await list(`/api/bank/accounts?userId=${userId}&limit=3&cursor=${cursor}`);
    expect(second.body.map((record) => record.id)).toEqual(newestFirst.slice(3, 6));
    expect(second.body.map((record) => record.id)).not.toContain(added);
    // An offset page, by contrast, moves by one.
    const offset = await list(`/api/bank/accounts?userId=${userId}&limit=3&page=2`);
    expect(offset.body.map((record) => record.id)).toEqual(newestFirst.slice(2, 5));
  });

  it('work on the events a change writes, with their filters', async () => {
    const { ids } = await walk(`/api/events?event=bankAccount.created&userId=${userId}&limit=4`);
    expect(ids.length).toBeGreaterThanOrEqual(made.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('bad page requests', () => {
  it('refuse page with cursor, naming page', async () => {
    const first = await list(`/api/bank/accounts?userId=${userId}&limit=3`);
    const cursor = first.headers.get('x-next-cursor');
    expectInvalid(await list(`/api/bank/accounts?limit=3&page=2&cursor=${cursor}`), 'query.page');
  });

  it('refuse an offset page past the first 10,000 records, naming page', async () => {
    expectInvalid(await list('/api/bank/accounts?limit=100&page=101'), 'query.page');
    expect((await list('/api/bank/accounts?limit=100&page=100')).status).toBe(200);
  });

  it('refuse a cursor the server did not give, naming cursor', async () => {
    for (const cursor of ['abc', 'bm90LWEtY3Vyc29y', 'a+b']) {
      expectInvalid(await list(`/api/bank/accounts?cursor=${encodeURIComponent(cursor)}`), 'query.cursor');
    }
  });
});
