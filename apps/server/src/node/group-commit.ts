import type Database from 'better-sqlite3';
import { AfterCommit, BoundWrite } from '../db/statements.ts';
import { afterCommitActions, ConcurrentChangeError, isGuardViolation } from '../db/store.ts';
import type { Statement } from '../deps.ts';

type Pending = { statements: Statement[]; resolve(): void; reject(error: unknown): void };

export type CommitSettings = {
  /** Group commit (below); off, each commit is written at once in a transaction of its own. */
  grouped: boolean;
  /** Called before each transaction: the store ends its shared read transaction. */
  beforeWrite(): void;
  /** Called after each transaction that committed. */
  committed(): void;
  /** Each after-commit action of a commit, once it ran (node/read-caches.ts forgets what changed). */
  afterCommit?(action: AfterCommit): void;
  logError(message: string, error: unknown): void;
};

/**
 * The SQLite store's `commit`. Group commit: the commits requested while the event loop works through one
 * batch of I/O are written in one SQLite transaction when that batch is done. Every commit stays all or
 * nothing (when one fails, the group is rolled back and written again with each commit in its own savepoint,
 * so that the failing one rolls back to its savepoint and fails alone), every request still waits for its
 * transaction to be written before it answers, and concurrent requests share the pages they write (the last
 * pages of the orders, events and jobs tables and their indexes), so a transaction writes far fewer pages to
 * the WAL per commit than one transaction per commit did (docs/performance.md).
 */
export function sqliteCommit(
  sqlite: Database.Database,
  settings: CommitSettings,
): (statements: Statement[]) => Promise<void> {
  const { beforeWrite, committed, afterCommit, logError } = settings;
  const runAll = (statements: Statement[]) => {
    for (const statement of statements) {
      if (statement instanceof BoundWrite) statement.prepared.run(statement.values);
      else if (!(statement instanceof AfterCommit)) (statement as unknown as { run(): unknown }).run();
    }
  };
  // First the whole group at once: a commit failing (a lost race, a unique key) is rare.
  const runGroupAtOnce = sqlite.transaction((group: Pending[]) => {
    for (const { statements } of group) runAll(statements);
  });
  // When one failed, the group again with each commit in a savepoint (better-sqlite3 runs a nested
  // transaction function as one), so that it fails alone.
  const runOne = sqlite.transaction(runAll);
  const runGroupApart = sqlite.transaction((group: Pending[]) =>
    group.map(({ statements }) => {
      try {
        runOne(statements);
        return undefined;
      } catch (error) {
        // An error that ended the whole transaction (disk full, I/O): none of the group is written.
        if (!sqlite.inTransaction) throw error;
        return isGuardViolation(error) ? new ConcurrentChangeError() : error;
      }
    }),
  );
  const write = (group: Pending[]) => {
    beforeWrite();
    let outcomes: unknown[];
    try {
      try {
        runGroupAtOnce(group);
        outcomes = [];
      } catch {
        // Rolled back whole: nothing of the group was written.
        outcomes = runGroupApart(group);
      }
      committed();
    } catch (error) {
      // The transaction itself failed (say, the disk is full): none of the group was written.
      for (const pending of group) pending.reject(error);
      return;
    }
    for (const [index, pending] of group.entries()) {
      const outcome = outcomes[index];
      if (outcome !== undefined) {
        pending.reject(outcome);
        continue;
      }
      // The writes are in: an action failing must neither fail the request nor keep the rest waiting.
      for (const action of afterCommitActions(pending.statements)) {
        try {
          action.run();
          afterCommit?.(action);
        } catch (error) {
          logError('after-commit action failed', error);
        }
      }
      pending.resolve();
    }
  };
  if (!settings.grouped) {
    return (statements) => new Promise((resolve, reject) => write([{ statements, resolve, reject }]));
  }
  let queue: Pending[] = [];
  const flush = () => {
    const group = queue;
    queue = [];
    write(group);
  };
  return (statements) =>
    new Promise((resolve, reject) => {
      // After the current batch of I/O callbacks: the commits they request join this one.
      if (queue.length === 0) setImmediate(flush);
      queue.push({ statements, resolve, reject });
    });
}
