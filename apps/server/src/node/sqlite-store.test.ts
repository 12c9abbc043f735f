import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedWrite } from '../db/prepared.ts';
import { settings } from '../db/schema.ts';
import { ConcurrentChangeError } from '../db/store.ts';
import { migrationsFolder } from './runtime.ts';
import { openSqliteStore } from './sqlite-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'cambio-store-'));
// Grouped commits (the default) and the plain path, one transaction a commit: the same outcomes.
const stores = {
  grouped: openSqliteStore(join(dir, 'grouped.sqlite'), migrationsFolder),
  plain: openSqliteStore(join(dir, 'plain.sqlite'), migrationsFolder, { groupCommit: false }),
};
afterAll(() => {
  for (const store of Object.values(stores)) store.close();
  rmSync(dir, { recursive: true, force: true });
});

const insertSetting = preparedWrite<{ key: string; value: string }>((db) =>
  db
    .insert(settings)
    .values({ key: sql.placeholder('key'), value: sql.placeholder('value') })
    .prepare(),
);
describe.each(Object.entries(stores))('openSqliteStore commits (%s)', (_, store) => {
  const put = (key: string, value: string) => store.db.insert(settings).values({ key, value });
  const storedValue = async (key: string) =>
    (await store.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

  it('applies commits requested together, drizzle queries and prepared writes alike', async () => {
    await Promise.all([
      store.commit([put('a1', 'one'), insertSetting(store, { key: 'a2', value: 'two' })]),
      store.commit([insertSetting(store, { key: 'a3', value: 'three' })]),
    ]);
    expect([await storedValue('a1'), await storedValue('a2'), await storedValue('a3')]).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('fails a commit whose guarded update changed nothing alone, with all of its writes undone', async () => {
    const missed = store.db.update(settings).set({ value: 'x' }).where(eq(settings.key, 'nothing'));
    const outcomes = await Promise.allSettled([
      store.commit([put('b1', 'kept')]),
      store.commit([put('b2', 'undone'), missed, store.guardChanged()]),
      store.commit([put('b3', 'kept')]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrentChangeError);
    expect([await storedValue('b1'), await storedValue('b2'), await storedValue('b3')]).toEqual([
      'kept',
      undefined,
      'kept',
    ]);
  });

  it('fails a commit that breaks a constraint alone, and later commits see the earlier ones', async () => {
    const outcomes = await Promise.allSettled([
      store.commit([put('c1', 'first')]),
      store.commit([put('c2', 'undone'), put('c1', 'duplicate key')]),
      store.commit([store.db.update(settings).set({ value: 'second' }).where(eq(settings.key, 'c1'))]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect([await storedValue('c1'), await storedValue('c2')]).toEqual(['second', undefined]);
  });
});

describe('openSqliteStore close', () => {
  it('checkpoints the WAL into the database file, even while another connection is open', async () => {
    const file = join(dir, 'closed.sqlite');
    const closing = openSqliteStore(file, migrationsFolder);
    await closing.commit([closing.db.insert(settings).values({ key: 'k', value: 'v'.repeat(10_000) })]);
    // Stands in for another process's connection (the keys command's, or the server's when the command
    // closes): SQLite leaves a WAL another connection has open in place when one closes.
    const other = new Database(file);
    try {
      other.prepare('select count(*) from settings').get();
      closing.close();
      expect(!existsSync(`${file}-wal`) || statSync(`${file}-wal`).size === 0).toBe(true);
    } finally {
      other.close();
    }
  });
});
