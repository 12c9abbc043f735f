/**
 * The kind of statement that `Store.commit` takes besides a drizzle query (deps.ts `Statement`). A class, so
 * that a store tells it apart with `instanceof`; it imports nothing, so the interfaces can name it.
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
