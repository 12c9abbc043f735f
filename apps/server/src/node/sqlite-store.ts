import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from '../db/schema.ts';
import { BoundWrite } from '../db/statements.ts';
import { accessVersionSql, ConcurrentChangeError, guardSql, isGuardViolation } from '../db/store.ts';
import type { Database as CoreDatabase, Statement, Store } from '../deps.ts';
import { migrateListingApplied } from './applied-migrations.ts';

/**
 * The embedded store: one SQLite file in WAL mode (SQLite checkpoints it itself), foreign keys on, migrations
 * applied at open, each commit one transaction.
 */
export function openSqliteStore(file: string, migrationsFolder: string): SqliteStore {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  const appliedMigrations = migrateListingApplied(sqlite, migrationsFolder, () =>
    migrate(db, { migrationsFolder }),
  );
  const guard = sqlite.prepare(guardSql);
  const accessVersion = sqlite.prepare(accessVersionSql).pluck();
  const write = sqlite.transaction((statements: Statement[]) => {
    for (const statement of statements) {
      if (statement instanceof BoundWrite) statement.prepared.run(statement.values);
      else (statement as unknown as { run(): unknown }).run();
    }
  });
  return {
    appliedMigrations,
    db: db as unknown as CoreDatabase,
    guardChanged: () => ({ run: () => guard.run() }) as never,
    async commit(statements) {
      try {
        write(statements);
      } catch (error) {
        throw isGuardViolation(error) ? new ConcurrentChangeError() : error;
      }
    },
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
