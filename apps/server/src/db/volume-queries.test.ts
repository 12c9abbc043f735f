import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Country } from '../domain/assets.ts';
import type { Side } from '../domain/prices/service-price.ts';
import { migrationsFolder } from '../node/runtime.ts';
import { openSqliteStore } from '../node/sqlite-store.ts';
import { settings } from './schema.ts';
import { ConcurrentChangeError } from './store.ts';
import {
  addVolumeStatement,
  dayBeforeWindow,
  utcDay,
  volume30Days,
  volumesOfUser,
  volumesOfUsers,
} from './volume-queries.ts';

const dir = mkdtempSync(join(tmpdir(), 'cambio-volume-'));
const file = join(dir, 'cambio.sqlite');
const store = openSqliteStore(file, migrationsFolder);
const other = openSqliteStore(file, migrationsFolder);
afterAll(() => {
  store.close();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

type Key = { userId: string; country: Country; side: Side };
const add = (key: Key, day: string, usdMicros: string, on = store) =>
  addVolumeStatement(on, { ...key, day, usdMicros });
const volumeText = async (key: Key, at: Date) => (await volume30Days(store, key, at)).toFixed();

describe('the 30-day window: the UTC day of `at` and the 29 before', () => {
  const key: Key = { userId: 'usr_window', country: 'MX', side: 'buy' };

  it('names the day that no longer counts', () => {
    expect(utcDay(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03-31');
    expect(dayBeforeWindow(new Date('2026-03-31T00:00:00.000Z'))).toBe('2026-03-01');
    expect(dayBeforeWindow(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03-01');
    // Across a leap day and a year end.
    expect(dayBeforeWindow(new Date('2024-03-30T12:00:00.000Z'))).toBe('2024-02-29');
    expect(dayBeforeWindow(new Date('2027-01-15T00:00:00.000Z'))).toBe('2026-12-16');
  });

  it('counts day 29 before today and not day 30, from the first to the last instant of today', async () => {
    await store.commit([
      add(key, '2026-03-31', '1000000'), // today: 1 USD
      add(key, '2026-03-02', '20000'), // 29 days before: 0.02 USD
      add(key, '2026-03-01', '300'), // 30 days before: 0.0003 USD, outside
      add(key, '2026-02-15', '4'), // long before, outside
    ]);
    expect(await volumeText(key, new Date('2026-03-31T00:00:00.000Z'))).toBe('1.02');
    expect(await volumeText(key, new Date('2026-03-31T23:59:59.999Z'))).toBe('1.02');
    // The next day, 2026-03-02 is day 30: it leaves the window.
    expect(await volumeText(key, new Date('2026-04-01T00:00:00.000Z'))).toBe('1');
  });

  it('is 0 for a user, country or side without completed orders', async () => {
    const at = new Date('2026-03-31T12:00:00.000Z');
    expect(await volumeText({ ...key, side: 'sell' }, at)).toBe('0');
    expect(await volumeText({ ...key, country: 'PE' }, at)).toBe('0');
    expect(await volumeText({ ...key, userId: 'usr_nobody' }, at)).toBe('0');
  });
});

describe('the upsert adds completions up exactly', () => {
  const key: Key = { userId: 'usr_upsert', country: 'CO', side: 'sell' };
  const at = new Date('2026-05-20T10:00:00.000Z');

  it('sums concurrently committed completions of one day to the micro-dollar', async () => {
    const values = Array.from({ length: 200 }, (_, index) => String(1_234_567 + index * 7_919));
    await Promise.all(
      values.map((micros, index) =>
        index % 2 === 0
          ? store.commit([add(key, '2026-05-20', micros)])
          : other.commit([add(key, '2026-05-20', micros, other)]),
      ),
    );
    const total = values.reduce((sum, micros) => sum + BigInt(micros), 0n);
    expect((await volume30Days(store, key, at)).mul(1_000_000).toFixed()).toBe(total.toString());
  });

  it('keeps sums past 2^53 micro-dollars exact (no JS number carries them)', async () => {
    const big: Key = { ...key, userId: 'usr_big' };
    await store.commit([
      add(big, '2026-05-19', '9007199254740993'),
      add(big, '2026-05-20', '9007199254740993'),
    ]);
    expect(await volumeText(big, at)).toBe('18014398509.481986');
  });

  it('rolls back with the rest of its commit (an order that lost its race adds nothing)', async () => {
    const lost: Key = { ...key, userId: 'usr_lost_race' };
    const missed = store.db.update(settings).set({ value: 'x' }).where(eq(settings.key, 'no such setting'));
    await expect(
      store.commit([add(lost, '2026-05-20', '5000000'), missed, store.guardChanged()]),
    ).rejects.toBeInstanceOf(ConcurrentChangeError);
    expect(await volumeText(lost, at)).toBe('0');
  });
});

describe('every country and side of a user in one query', () => {
  const at = new Date('2026-07-04T08:00:00.000Z');

  it('groups one user by country and side, zeros where nothing completed', async () => {
    await store.commit([
      add({ userId: 'usr_view_a', country: 'MX', side: 'buy' }, '2026-07-04', '12500500000'),
      add({ userId: 'usr_view_a', country: 'MX', side: 'buy' }, '2026-07-01', '1'),
      add({ userId: 'usr_view_a', country: 'PE', side: 'sell' }, '2026-06-05', '750000'),
      add({ userId: 'usr_view_a', country: 'CO', side: 'sell' }, '2026-06-04', '999'),
      add({ userId: 'usr_view_b', country: 'CO', side: 'buy' }, '2026-07-04', '42000000'),
    ]);
    const volumes = await volumesOfUser(store, 'usr_view_a', at);
    expect(
      Object.fromEntries(
        Object.entries(volumes).map(([country, bySide]) => [
          country,
          { buy: bySide.buy.toFixed(), sell: bySide.sell.toFixed() },
        ]),
      ),
    ).toEqual({
      MX: { buy: '12500.500001', sell: '0' },
      PE: { buy: '0', sell: '0.75' },
      CO: { buy: '0', sell: '0' },
    });
  });

  it('reads a page of users at once; users without volume get zeros', async () => {
    const byUser = await volumesOfUsers(store, ['usr_view_a', 'usr_view_b', 'usr_view_none'], at);
    expect([...byUser.keys()]).toEqual(['usr_view_a', 'usr_view_b', 'usr_view_none']);
    expect(byUser.get('usr_view_a')?.MX.buy.toFixed()).toBe('12500.500001');
    expect(byUser.get('usr_view_b')?.CO.buy.toFixed()).toBe('42');
    expect(byUser.get('usr_view_b')?.MX.buy.toFixed()).toBe('0');
    expect(byUser.get('usr_view_none')?.PE.sell.toFixed()).toBe('0');
    expect((await volumesOfUsers(store, [], at)).size).toBe(0);

    // A full page (100 users) and more: D1 binds at most 100 parameters per query.
    const many = [...Array.from({ length: 119 }, (_, i) => `usr_view_pad_${i}`), 'usr_view_b'];
    const page = await volumesOfUsers(store, many, at);
    expect(page.size).toBe(120);
    expect(page.get('usr_view_b')?.CO.buy.toFixed()).toBe('42');
  });
});
