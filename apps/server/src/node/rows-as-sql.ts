import Database from 'better-sqlite3';

/** The last rowid of every table of a SQLite file (its own tables, not SQLite's or the migrator's). */
export function lastRowIds(file: string): Map<string, number> {
  const sqlite = new Database(file, { readonly: true });
  try {
    const last = new Map<string, number>();
    for (const table of tables(sqlite)) {
      const row = sqlite.prepare(`select max(rowid) as last from "${table}"`).get() as {
        last: number | null;
      };
      last.set(table, row.last ?? 0);
    }
    return last;
  } finally {
    sqlite.close();
  }
}

/**
 * The rows written to `file` after `before` (lastRowIds), as INSERT statements for another database of the same
 * schema (a D1 database through `wrangler d1 execute --file`), a table's rows after those of the tables it refers
 * to (foreign keys are checked at each statement). `firstOnly` tables insert only while they are empty, so the file
 * run on a database that already has one adds nothing of its own there.
 */
export function rowsAsSql(file: string, before: Map<string, number>, firstOnly: string[] = []): string {
  const sqlite = new Database(file, { readonly: true });
  try {
    const lines: string[] = [];
    for (const table of referencedFirst(sqlite, tables(sqlite))) {
      const rows = sqlite
        .prepare(`select * from "${table}" where rowid > ? order by rowid`)
        .all(before.get(table) ?? 0) as Array<Record<string, unknown>>;
      for (const row of rows) {
        const columns = Object.keys(row)
          .map((column) => `"${column}"`)
          .join(', ');
        const values = Object.values(row).map(literal).join(', ');
        lines.push(
          firstOnly.includes(table)
            ? `INSERT INTO "${table}" (${columns}) SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM "${table}");`
            : `INSERT INTO "${table}" (${columns}) VALUES (${values});`,
        );
      }
    }
    return `${lines.join('\n')}\n`;
  } finally {
    sqlite.close();
  }
}

function tables(sqlite: Database.Database): string[] {
  const rows = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by rowid",
    )
    .all() as Array<{ name: string }>;
  return rows.map((row) => row.name).filter((name) => !keptByTriggers.includes(name));
}

/** Tables the migrations' triggers write as rows are inserted: the target's own triggers write them there. */
const keptByTriggers = ['list_totals'];

/** `names` ordered so that every table comes after the tables its foreign keys refer to. */
function referencedFirst(sqlite: Database.Database, names: string[]): string[] {
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    const references = sqlite.prepare(`select "table" from pragma_foreign_key_list(?)`).all(name) as Array<{
      table: string;
    }>;
    for (const { table } of references) if (names.includes(table)) visit(table, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/** A SQLite literal: text quoted with its quotes doubled, blobs in hex. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString('hex')}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}
