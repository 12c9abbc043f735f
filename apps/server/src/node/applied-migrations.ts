import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';

type JournalEntry = { tag: string; when: number };

/** When drizzle's migrator last applied a migration to this database (its table holds each one's `when`). */
function lastAppliedAt(sqlite: Database.Database): number {
  const table = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
    .get();
  if (table === undefined) return Number.NEGATIVE_INFINITY;
  const row = sqlite.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as {
    at: number | null;
  };
  return row.at ?? Number.NEGATIVE_INFINITY;
}

/**
 * Runs `migrate` and returns the names of the migrations it applied, in order (`0014_list_totals`), read from
 * drizzle's journal: the operator sees at start what changed in the database.
 */
export function migrateListingApplied(
  sqlite: Database.Database,
  migrationsFolder: string,
  migrate: () => void,
): string[] {
  const before = lastAppliedAt(sqlite);
  migrate();
  const after = lastAppliedAt(sqlite);
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries
    .filter((entry) => entry.when > before && entry.when <= after)
    .map((entry) => entry.tag);
}
