/**
 * The kinds of statement that `Store.commit` takes besides a drizzle query (deps.ts `Statement`). Classes, so
 * that a store tells them apart with `instanceof`; they import nothing, so the interfaces can name them.
 */

/** What drizzle's `.prepare()` of a write gives, as far as `commit` needs it (better-sqlite3 and D1 alike). */
export type PreparedWrite = {
  run(values?: Record<string, unknown>): unknown;
  getQuery(): { sql: string; params: unknown[] };
};

/** One use of a prepared write with its values; `commit` takes it like any other statement. */
export class BoundWrite {
  constructor(
    readonly prepared: PreparedWrite,
    readonly values: Record<string, unknown>,
  ) {}
}

/**
 * Not a write: what `commit` does once the writes it came with are in (forgetting what a cache remembers of
 * the rows they changed). Runs only if they are.
 */
export class AfterCommit {
  constructor(readonly run: () => void) {}
}

/**
 * After its commit, says that the order `orderId` changed (db/orders-queries.ts saveOrder, the one way an
 * order changes): a runtime that remembers orders forgets it (node/read-caches.ts); to others it is nothing.
 */
export class OrderChanged extends AfterCommit {
  constructor(readonly orderId: string) {
    super(nothing);
  }
}

function nothing(): void {}
