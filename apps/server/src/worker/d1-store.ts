import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index.ts';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../db/schema.ts';
import { settingSql } from '../db/settings-queries.ts';
import { BoundWrite } from '../db/statements.ts';
import { accessVersionSql, ConcurrentChangeError, guardSql, isGuardViolation } from '../db/store.ts';
import type { Database, Statement, Store } from '../deps.ts';
import { clockOffsetSetting, type SandboxClock } from '../domain/sandbox/clock.ts';

type Query = { sql: string; params: unknown[] };

/**
 * D1 has no interactive transactions: a commit is one batch, which D1 runs atomically. Each statement
 * becomes a D1 statement: drizzle queries with their built SQL, prepared writes with the SQL built once
 * and this use's values.
 */
export function d1Store(binding: D1Database): Store {
  const db = drizzle(binding, { schema });
  const native = (statement: Statement): D1PreparedStatement => {
    if (statement instanceof BoundWrite) {
      const { sql, params } = statement.prepared.getQuery();
      return binding.prepare(sql).bind(...fillPlaceholders(params, statement.values));
    }
    const built = statement as unknown as { toSQL(): Query } | { getQuery(): Query };
    const { sql, params } = 'toSQL' in built ? built.toSQL() : built.getQuery();
    return binding.prepare(sql).bind(...params);
  };
  return {
    db: db as unknown as Database,
    guardChanged: () => db.run(guardSql) as unknown as Statement,
    async commit(statements) {
      if (statements.length === 0) return;
      try {
        await binding.batch(statements.map(native));
      } catch (error) {
        throw isGuardViolation(error) ? new ConcurrentChangeError() : error;
      }
    },
  };
}

/**
 * The access version (db/access-schema.ts), read each time: D1 is written by many isolates. With a sandbox
 * clock, its stored offset comes in the same batch (one round trip): every request with a key reads both.
 */
export function d1AccessVersion(binding: D1Database, clock?: SandboxClock): () => Promise<number> {
  if (!clock) return async () => Number(await binding.prepare(accessVersionSql).first('version'));
  return async () => {
    const [version, offset] = await binding.batch<Record<string, unknown>>([
      binding.prepare(accessVersionSql),
      binding.prepare(settingSql).bind(clockOffsetSetting),
    ]);
    clock.useStored(offset?.results[0]?.value as string | undefined);
    return Number(version?.results[0]?.version);
  };
}
