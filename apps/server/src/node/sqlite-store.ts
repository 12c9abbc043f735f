import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { BoundWrite } from '../db/prepared.ts';
import * as schema from '../db/schema.ts';
import {
  ConcurrentChangeError,
  type Database as CoreDatabase,
  guardSql,
  isGuardViolation,
  type Statement,
  type Store,
} from '../db/store.ts';

/**
 * The embedded store: one SQLite file, WAL journal, foreign keys on, migrations applied at open.
 * Commits run in one better-sqlite3 transaction.
 */
export function openSqliteStore(file: string, migrationsFolder: string): Store & { close(): void } {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  const guard = sqlite.prepare(guardSql);
  const runAll = sqlite.transaction((statements: Statement[]) => {
    for (const statement of statements) {
      if (statement instanceof BoundWrite) statement.prepared.run(statement.values);
      else (statement as unknown as { run(): unknown }).run();
    }
  });
  return {
    db: db as unknown as CoreDatabase,
    guardChanged: () => ({ run: () => guard.run() }) as never,
    async commit(statements) {
      try {
        runAll(statements);
      } catch (error) {
        throw isGuardViolation(error) ? new ConcurrentChangeError() : error;
      }
    },
    close: () => sqlite.close(),
  };
}
