import type { User } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { businessUser, individualUser, unique } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, keyFor, newTenant } from '../src/harness/tenant.ts';

// GET /api/users (spec 4.1): the current-user rule, filters, pagination with X-Total-Count.
const tenant = await newTenant(await resolveTarget());
const list = (query: string, key = tenant.readKey) =>
  tenant.call<User[]>({ method: 'GET', path: `/api/users${query}`, key });
const ids = (users: User[]) => users.map((user) => user.id);

// A few milliseconds apart, so that "newest first" has one answer.
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
const token = unique();
const ana = await createUser(tenant, {
  ...individualUser('MX'),
  firstName: 'Anabel',
  lastName: `Quispe${token}`,
});
await pause();
const luis = await createUser(tenant, {
  ...individualUser('PE'),
  firstName: 'Luis',
  lastName: `Ramos${token}`,
});
await pause();
const acme = await createUser(tenant, { ...businessUser('CO'), businessName: `Acme ${token} S.A.S.` });

describe('listUsers', () => {
  it('answers the current user alone when no filter has a value', async () => {
    for (const query of ['', '?page=1&limit=5']) {
      const result = await list(query);
      expect(result.status).toBe(200);
      expect(ids(result.body), query).toEqual([tenant.userId]);
      expect(totalCount(result)).toBe(1);
    }
  });

  it('answers the user a key acts as, for each key', async () => {
    const result = await list('', await keyFor(tenant, ana, 'read'));
    expect(ids(result.body)).toEqual([ana]);
    expect(result.body[0]?.individualData?.firstName).toBe('Anabel');
  });

  it('filters by type, names, search, authId, broker and onboarding status (AND, case-insensitive)', async () => {
    const cases: [string, string[]][] = [
      [`?search=${token}`, [acme, luis, ana]],
      [`?search=${token.toUpperCase()}&type=individual`, [luis, ana]],
      [`?search=${token}&type=business`, [acme]],
      [`?firstName=anabel&search=${token}`, [ana]],
      [`?lastName=${encodeURIComponent(`ramos${token}`)}`, [luis]],
      [`?businessName=${encodeURIComponent(`ACME ${token} s.a.s.`)}`, [acme]],
      [`?authId=${luis}`, [luis]],
      [`?authId=${luis}&type=business`, []],
      [`?search=${token}&onboardingStatus=none`, [acme, luis, ana]],
      [`?search=${token}&onboardingStatus=approved`, []],
      [`?onboardingStatus=approved&authId=${tenant.userId}`, [tenant.userId]],
      [`?brokerId=${tenant.brokerId}&search=${token}`, [acme, luis, ana]],
    ];
    for (const [query, expected] of cases) {
      const result = await list(query);
      expect(result.status, query).toBe(200);
      expect(ids(result.body), query).toEqual(expected);
      expect(totalCount(result), query).toBe(expected.length);
    }
  });

  it('matches nothing for another broker id', async () => {
    const other = await newTenant(tenant.target);
    const result = await list(`?brokerId=${other.brokerId}`);
    expect(result.body).toEqual([]);
    expect(totalCount(result)).toBe(0);
  });

  it('pages newest first and counts every match in X-Total-Count', async () => {
    const first = await list(`?search=${token}&limit=2&page=1`);
    const second = await list(`?search=${token}&limit=2&page=2`);
    const past = await list(`?search=${token}&limit=2&page=3`);
    expect(ids(first.body)).toEqual([acme, luis]);
    expect(ids(second.body)).toEqual([ana]);
    expect(past.body).toEqual([]);
    for (const page of [first, second, past]) expect(totalCount(page)).toBe(3);
  });

  it('refuses invalid query parameters, naming them', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'query.limit'],
      ['?limit=101', 'query.limit'],
      ['?limit=ten', 'query.limit'],
      ['?page=0', 'query.page'],
      ['?page=1.5', 'query.page'],
      ['?type=robot', 'query.type'],
      ['?onboardingStatus=done', 'query.onboardingStatus'],
      [`?search=${'x'.repeat(101)}`, 'query.search'],
    ];
    for (const [query, field] of cases) expectInvalid(await list(query), field);
  });
});

describe('name filters', () => {
  it('match whole names, ignoring case and accents’ case, not parts of them', async () => {
    const surname = `GARCÍA${unique()}`;
    const garcia = await createUser(tenant, {
      ...individualUser('MX'),
      firstName: 'Ángela',
      lastName: surname,
    });
    expect(ids((await list(`?lastName=${encodeURIComponent(surname.toLowerCase())}`)).body)).toEqual([
      garcia,
    ]);
    expect(
      ids(
        (await list(`?firstName=${encodeURIComponent('ÁNGELA')}&lastName=${encodeURIComponent(surname)}`))
          .body,
      ),
    ).toEqual([garcia]);
    expect((await list(`?lastName=${encodeURIComponent(surname.slice(0, 4))}`)).body).toEqual([]);
    expect(
      ids((await list(`?search=${encodeURIComponent(surname.slice(2, 8).toLowerCase())}`)).body),
    ).toContain(garcia);
  });
});
