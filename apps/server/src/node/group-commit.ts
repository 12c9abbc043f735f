import type Database from 'better-sqlite3';
import { BoundWrite } from '../db/statements.ts';
import { ConcurrentChangeError, isGuardViolation } from '../db/store.ts';
import type { Statement } from '../deps.ts';

type Pending = { statements: Statement[]; resolve(): void; reject(error: unknown): void };

/**
 * The SQLite store's `commit`, grouped: the commits requested within one turn of the event loop are written
 * in one transaction, so concurrent bookings share the pages they write (the tables' last pages and their
 * indexes) instead of each writing them to the WAL. Each commit stays all or nothing: when one fails, the
 * group is written again with each commit in its own savepoint, so that it fails alone. With `grouped`
 * off, each commit is a transaction of its own (the plain path, which sqlite-store.test.ts runs too).
 */
export function sqliteCommit(
  sqlite: Database.Database,
  grouped: boolean,
): (statements: Statement[]) => Promise<void> {
  const runAll = (statements: Statement[]) => {
    for (const statement of statements) {
      if (statement instanceof BoundWrite) statement.prepared.run(statement.values);
      else (statement as unknown as { run(): unknown }).run();
    }
  };
  const runGroupAtOnce = sqlite.transaction((group: Pending[]) => {
    for (const { statements } of group) runAll(statements);
  });
  // A nested transaction function runs as a savepoint.
  const runOne = sqlite.transaction(runAll);
  const runGroupApart = sqlite.transaction((group: Pending[]) =>
    group.map(({ statements }) => {
      try {
        runOne(statements);
        return undefined;
      } catch (error) {
        // An error that ended the whole transaction (disk full, I/O): none of the group is written.
        if (!sqlite.inTransaction) throw error;
        return error;
      }
    }),
  );
  const write = (group: Pending[]) => {
    let outcomes: unknown[];
    try {
      try {
        runGroupAtOnce(group);
        outcomes = [];
      } catch (error) {
        // A group of one has nothing to set apart.
        outcomes = group.length === 1 ? [error] : runGroupApart(group);
      }
    } catch (error) {
      for (const pending of group) pending.reject(error);
      return;
    }
    for (const [index, pending] of group.entries()) {
      const outcome = outcomes[index];
      if (outcome === undefined) pending.resolve();
      else pending.reject(isGuardViolation(outcome) ? new ConcurrentChangeError() : outcome);
    }
  };
  if (!grouped)
    return (statements) => new Promise((resolve, reject) => write([{ statements, resolve, reject }]));
  let queue: Pending[] = [];
  const flush = () => {
    const group = queue;
    queue = [];
    write(group);
  };
  return (statements) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ statements, resolve, reject });
    });
}
