import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { usePreparedForm } from '../db/prepared.ts';
import * as schema from '../db/schema.ts';
import type { AfterCommit } from '../db/statements.ts';
import { accessVersionSql, externalChangeMs, guardSql, useSweepDatabase } from '../db/store.ts';
import type { Database as CoreDatabase, Logger, Store } from '../deps.ts';
import { migrateListingApplied } from './applied-migrations.ts';
import {
  type CheckpointSettings,
  checkpointAtClose,
  checkpointDefaults,
  startCheckpointer,
} from './checkpoints.ts';
import { sqliteCommit } from './group-commit.ts';
import { nodeLogger } from './logger.ts';
import { nativePrepared } from './native-statements.ts';
import { sharedReadTransaction } from './shared-reads.ts';

/**
 * The embedded store: one SQLite file, WAL journal, foreign keys on, migrations applied at open. What it does
 * to be fast, each in a part of its own that `options` can switch off: group commit (group-commit.ts), the
 * checkpointer thread (checkpoints.ts) and statements run without drizzle's per-call work
 * (native-statements.ts); reads of one turn share a transaction (shared-reads.ts).
 */
export function openSqliteStore(
  file: string,
  migrationsFolder: string,
  checkpoints: Partial<CheckpointSettings> = {},
  logger: Logger = nodeLogger('error'),
  options: Partial<SqliteStoreOptions> = {},
): SqliteStore {
  const { nativeStatements = true, groupCommit = true, checkpointer: checkpointThread = true } = options;
  const logError = (message: string, error: unknown) => logger.error({ error: String(error) }, message);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // Statement journals in memory: the list totals' triggers make every insert keep one (docs/performance.md).
  sqlite.pragma('temp_store = MEMORY');
  const reads = sharedReadTransaction(sqlite, logError);
  // A checkpoint copies the WAL into the database file and syncs it: tens of milliseconds that, run by the
  // commit that crosses the threshold (SQLite's default, what is left without the thread), stall every
  // request behind it.
  const checkpointer = checkpointThread
    ? startCheckpointer(sqlite, file, { ...checkpointDefaults, ...checkpoints }, reads.finish, logError)
    : undefined;
  const db = drizzle(sqlite, { schema });
  if (nativeStatements) {
    usePreparedForm(db as unknown as CoreDatabase, (built) => nativePrepared(sqlite, built, reads.begin));
  }
  const appliedMigrations = migrateListingApplied(sqlite, migrationsFolder, () =>
    migrate(db, { migrationsFolder }),
  );
  const guard = sqlite.prepare(guardSql);
  const guardStatement = { run: () => guard.run() };
  // Read again after this process commits (it may have changed access) and when older than externalChangeMs.
  const readAccessVersion = sqlite.prepare(accessVersionSql).pluck();
  let access = { version: 0, readAt: Number.NEGATIVE_INFINITY };
  const commit = sqliteCommit(sqlite, {
    grouped: groupCommit,
    beforeWrite: reads.finish,
    committed: () => {
      access.readAt = Number.NEGATIVE_INFINITY;
      checkpointer?.committed();
    },
    afterCommit: options.afterCommit,
    logError,
  });
  const sweeps = sweepConnection(file);
  const store: SqliteStore = {
    appliedMigrations,
    db: db as unknown as CoreDatabase,
    get sweeps() {
      return sweeps.db();
    },
    guardChanged: () => guardStatement as never,
    commit,
    accessVersion() {
      const now = performance.now();
      if (now - access.readAt > externalChangeMs) {
        reads.begin();
        access = { version: Number(readAccessVersion.get()), readAt: now };
      }
      return access.version;
    },
    close: () => {
      sweeps.close();
      reads.finish();
      checkpointer?.stop();
      checkpointAtClose(sqlite, logError);
      sqlite.close();
    },
  };
  useSweepDatabase(store, () => store.sweeps);
  return store;
}

/**
 * Opened at the first sweep (the keys command never sweeps). Read only, no map of the file and SQLite's
 * default page cache (2 MB): the 64 MB cache and the map of the store's connection would otherwise fill with
 * the pages an export reads once (173 MB of RSS for 100,000 orders, measured).
 */
function sweepConnection(file: string) {
  let sweeper: Database.Database | undefined;
  let sweeps: CoreDatabase | undefined;
  return {
    db(): CoreDatabase {
      if (!sweeps) {
        sweeper = new Database(file, { readonly: true });
        sweeper.pragma('busy_timeout = 5000');
        sweeper.pragma('mmap_size = 0');
        sweeper.pragma('cache_size = -2048');
        sweeps = drizzle(sweeper, { schema }) as unknown as CoreDatabase;
      }
      return sweeps;
    },
    close: () => sweeper?.close(),
  };
}

/** What the Node runtime may switch off to measure it (bench:compare), and who hears of committed actions. */
export type SqliteStoreOptions = {
  /** Prepared statements run without drizzle's per-call work (native-statements.ts). */
  nativeStatements: boolean;
  /** The commits of one turn of the event loop in one transaction (group-commit.ts). */
  groupCommit: boolean;
  /** Checkpoints on a thread of their own (checkpoints.ts); off, SQLite's automatic ones. */
  checkpointer: boolean;
  /** Each after-commit action of a commit, once it ran (node/read-caches.ts forgets what changed). */
  afterCommit(action: AfterCommit): void;
};

export type SqliteStore = Store & {
  close(): void;
  appliedMigrations: string[];
  /**
   * The access version (db/access-schema.ts) for what this process remembers of callers and onboardings:
   * exact after this process's own commits, at most externalChangeMs behind another process's (the keys
   * command).
   */
  accessVersion(): number;
  /**
   * For reads that go once through many rows (an export): a connection of their own that neither maps the
   * file nor keeps a large page cache, so that the process's memory does not grow with the rows swept.
   */
  readonly sweeps: CoreDatabase;
};
