import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { nativePrepared } from './native-statements.ts';

// native-statements.ts reads fields of drizzle's better-sqlite3 prepared query that are not its public API.
// When drizzle changes them it would fall back to drizzle's own path without a word: this fails instead, so
// that a drizzle upgrade is checked against native-statements.ts (and this test updated with it).
describe("drizzle's prepared query as native-statements.ts reads it", () => {
  it('is drizzle-orm 0.45 with the fields read, and a select is taken over', () => {
    const main = createRequire(import.meta.url).resolve('drizzle-orm');
    const { version } = JSON.parse(readFileSync(join(dirname(main), 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(version).toMatch(/^0\.45\./);

    const sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE brokers (id TEXT PRIMARY KEY, name TEXT, mode TEXT, created_at TEXT)');
    const db = drizzle(sqlite, { schema });
    const { brokers } = schema;
    const prepared = db
      .select({ id: brokers.id, name: brokers.name })
      .from(brokers)
      .where(eq(brokers.id, sql.placeholder('id')))
      .prepare() as unknown as Record<string, unknown>;
    expect(typeof (prepared.stmt as { run?: unknown }).run).toBe('function');
    expect(prepared.query).toMatchObject({ sql: expect.any(String), params: [expect.anything()] });
    expect(prepared.fields).toEqual([
      { path: ['id'], field: brokers.id },
      { path: ['name'], field: brokers.name },
    ]);
    expect(prepared).toHaveProperty('customResultMapper');
    expect(prepared).toHaveProperty('joinsNotNullableMap');
    expect(nativePrepared(sqlite, prepared, () => undefined)).not.toBe(prepared);
  });
});
