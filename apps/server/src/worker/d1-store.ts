import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index.ts';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../db/schema.ts';
import { BoundWrite } from '../db/statements.ts';
import { ConcurrentChangeError, guardSql, isGuardViolation } from '../db/store.ts';
import type { Database, HeldWrites, Statement, Store } from '../deps.ts';
import { HeldRun } from './held-writes.ts';
import { currentAccess } from './request-access.ts';

type Query = { sql: string; params: unknown[] };

/**
 * D1 has no interactive transactions: a commit is one batch, which D1 runs atomically. Each statement
 * becomes a D1 statement: drizzle queries with their built SQL, prepared writes with the SQL built once
 * and this use's values. `committed` is told of each commit that wrote (the Worker wakes its scheduler).
 * `holdWrites` holds the commits of the current request for its Idempotency-Key (held-writes.ts).
 */
export function d1Store(
  binding: D1Database,
  committed: () => void = () => {},
): Store & { holdWrites(): HeldWrites | undefined } {
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
      const held = currentAccess()?.held;
      if (held) return held.add(statements);
      try {
        await binding.batch(statements.map(native));
        committed();
      } catch (error) {
        throw isGuardViolation(error) ? new ConcurrentChangeError() : error;
      }
    },
    holdWrites() {
      const access = currentAccess();
      if (!access || access.plain) return undefined;
      return new HeldRun(access, binding, native, committed);
    },
  };
}
