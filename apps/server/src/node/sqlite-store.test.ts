import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { preparedWrite } from '../db/prepared.ts';
import { settings } from '../db/schema.ts';
import { AfterCommit } from '../db/statements.ts';
import { ConcurrentChangeError } from '../db/store.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { migrationsFolder } from './runtime.ts';
import { openSqliteStore } from './sqlite-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'cambio-store-'));
const log = capturedLog('error');
const store = openSqliteStore(join(dir, 'cambio.sqlite'), migrationsFolder, {}, log.logger);
// The same commits with group commit switched off (runtime.ts NodeTricks): each in a transaction of its own.
const apart = openSqliteStore(join(dir, 'apart.sqlite'), migrationsFolder, {}, log.logger, {
  groupCommit: false,
});
afterAll(() => {
  store.close();
  apart.close();
  rmSync(dir, { recursive: true, force: true });
});

const insertSetting = preparedWrite<{ key: string; value: string }>((db) =>
  db
    .insert(settings)
    .values({ key: sql.placeholder('key'), value: sql.placeholder('value') })
    .prepare(),
);
const put = (key: string, value: string) => store.db.insert(settings).values({ key, value });
const storedValue = async (key: string) =>
  (await store.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

describe.each([
  { commits: 'grouped into one transaction, each in its own savepoint', store },
  { commits: 'each in its own transaction, group commit off', store: apart },
])('openSqliteStore commits ($commits)', ({ store }) => {
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

describe('openSqliteStore after-commit actions', () => {
  it('run once the writes are in; one that throws fails neither its request nor the others of its group', async () => {
    const ran: string[] = [];
    const failing = new AfterCommit(() => {
      throw new Error('cache broke');
    });
    const outcomes = await Promise.allSettled([
      store.commit([put('d1', 'one'), failing]),
      store.commit([put('d2', 'two'), new AfterCommit(() => ran.push('d2'))]),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(ran).toEqual(['d2']);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'after-commit action failed',
        error: expect.stringContaining('cache broke'),
      }),
    ]);
    expect([await storedValue('d1'), await storedValue('d2')]).toEqual(['one', 'two']);
  });
});

describe('openSqliteStore close', () => {
  it('checkpoints the WAL into the database file, even while another connection is open', async () => {
    const file = join(dir, 'closed.sqlite');
    const closing = openSqliteStore(file, migrationsFolder);
    await closing.commit([closing.db.insert(settings).values({ key: 'k', value: 'v'.repeat(10_000) })]);
    // Stands in for the checkpointer thread's connection, which 'stop' may not have closed yet; its read
    // opens the WAL, and SQLite leaves a WAL another connection has open in place when one closes.
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A store whose checkpointer runs every 5 ms and asks for a catch-up past `restartAtFrames`, with its
 * catch-ups counted; returned once the first has come. The thread takes a moment to start (it loads the
 * driver; seconds when other test files keep both cores busy), and writes before it would only add.
 */
async function storeWithCatchUps(name: string, restartAtFrames: number) {
  const pragmas = vi.spyOn(Database.prototype, 'pragma');
  const file = join(dir, name);
  const store = openSqliteStore(file, migrationsFolder, { intervalMs: 5, restartAtFrames });
  const catchUps = () => pragmas.mock.calls.filter(([pragma]) => pragma === 'wal_checkpoint(PASSIVE)').length;
  const nextCatchUp = async () => {
    const [before, started] = [catchUps(), Date.now()];
    while (catchUps() === before) {
      if (Date.now() - started > 20_000) throw new Error('the checkpointer never asked for a catch-up');
      await sleep(10);
    }
  };
  /** `count` rows of 4,000 bytes, a page each, in one commit. */
  const write = (prefix: string, count: number) =>
    store.commit([
      store.db
        .insert(settings)
        .values(Array.from({ length: count }, (_, i) => ({ key: `${prefix}${i}`, value: 'v'.repeat(4000) }))),
    ]);
  await write('first-', 300);
  await nextCatchUp();
  return {
    file,
    catchUps,
    nextCatchUp,
    write,
    close() {
      pragmas.mockRestore();
      store.close();
    },
  };
}

describe('openSqliteStore checkpoints', () => {
  it('keep the WAL bounded under writes that never pause', async () => {
    const busy = await storeWithCatchUps('steady.sqlite', 256);
    try {
      // About 80 MB of rows, one commit right after another: without the store's catch-up rounds the WAL
      // holds them all. With them it restarts before it reaches the store's journal_size_limit (64 MB).
      let largest = 0;
      for (let batch = 0; batch < 200; batch++) {
        await busy.write(`s${batch}-`, 100);
        largest = Math.max(largest, statSync(`${busy.file}-wal`).size);
      }
      expect(largest).toBeLessThanOrEqual(64 * 1024 * 1024);
    } finally {
      busy.close();
    }
  }, 30_000);

  it('cuts the WAL file to nothing once nothing has been written for a while, and goes on writing', async () => {
    const file = join(dir, 'quiet.sqlite');
    const quiet = openSqliteStore(file, migrationsFolder, { intervalMs: 5, truncateAfterIdleMs: 50 });
    const row = (key: string) => quiet.db.insert(settings).values({ key, value: 'v'.repeat(4000) });
    const walSize = () => statSync(`${file}-wal`).size;
    try {
      await quiet.commit([row('q1')]);
      expect(walSize()).toBeGreaterThan(0);
      // The thread takes a moment to start (seconds when other test files keep both cores busy).
      for (const started = Date.now(); walSize() > 0; await sleep(10)) {
        if (Date.now() - started > 20_000) throw new Error('the WAL was never truncated');
      }
      await quiet.commit([row('q2')]);
      const keys = await quiet.db
        .select({ key: settings.key })
        .from(settings)
        .where(sql`${settings.key} like 'q%'`);
      expect(keys.map(({ key }) => key).sort()).toEqual(['q1', 'q2']);
    } finally {
      quiet.close();
    }
  }, 30_000);

  it('copies the WAL once after the commits that outgrew it, not again each round while nothing is written', async () => {
    const idle = await storeWithCatchUps('idle.sqlite', 64);
    try {
      // A catch-up the migrations' pages asked for may still follow the first.
      await sleep(500);
      const before = idle.catchUps();
      // About 60 rounds of the checkpointer, each seeing a WAL past 64 frames until the next commit.
      await sleep(300);
      expect(idle.catchUps()).toBe(before);
      await idle.write('again-', 100);
      await idle.nextCatchUp();
      await sleep(300);
      expect(idle.catchUps()).toBe(before + 1);
    } finally {
      idle.close();
    }
  }, 30_000);
});
