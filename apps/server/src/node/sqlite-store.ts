import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from '../db/schema.ts';
import { accessVersionSql, guardSql } from '../db/store.ts';
import type { Database as CoreDatabase, Store } from '../deps.ts';
import { migrateListingApplied } from './applied-migrations.ts';
import { sqliteCommit } from './group-commit.ts';

/**
 * The embedded store: one SQLite file in WAL mode (SQLite checkpoints it itself), foreign keys on, migrations
 * applied at open. Commits requested together are written in one transaction (group-commit.ts).
 */
export function openSqliteStore(
  file: string,
  migrationsFolder: string,
  options: { groupCommit?: boolean } = {},
): SqliteStore {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Statement journals in memory, not temporary files: the list totals' triggers make every insert keep one.
  sqlite.pragma('temp_store = MEMORY');
  const db = drizzle(sqlite, { schema });
  const appliedMigrations = migrateListingApplied(sqlite, migrationsFolder, () =>
    migrate(db, { migrationsFolder }),
  );
  const guard = sqlite.prepare(guardSql);
  const accessVersion = sqlite.prepare(accessVersionSql).pluck();
  const commit = sqliteCommit(sqlite, options.groupCommit ?? true);
  return {
    appliedMigrations,
    db: db as unknown as CoreDatabase,
    guardChanged: () => ({ run: () => guard.run() }) as never,
    commit,
    accessVersion: () => Number(accessVersion.get()),
    close() {
      // The WAL copied into the database file, even while another process (the keys command) has it open.
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.close();
    },
  };
}

export type SqliteStore = Store & {
  close(): void;
  appliedMigrations: string[];
  /** The access version (db/access-schema.ts), read each time: the keys command writes keys from another process. */
  accessVersion(): number;
};
