import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types/index.ts';
import { accessVersionSql, isGuardViolation } from '../db/store.ts';
import { currentAccess, type QueuedRead, type RequestAccess, StaleCallerError } from './request-access.ts';

/** A write batch's first statement: batch_guard's CHECK fails it when the access version is not the one bound. */
const versionGuardSql =
  'INSERT OR REPLACE INTO batch_guard (id, changed) SELECT 1, count(*) FROM access_version WHERE id = 1 AND version = ?';

/** A column name JavaScript orders first among an object's keys: an object row would not keep its place. */
const integerLike = /^(0|[1-9]\d*)$/;

/**
 * The D1 binding as a request uses it (request-access.ts): the reads a request makes in one tick (those of a
 * `Promise.all`) go as one batch, the access version read with its first. A write batch sent before any
 * read starts with a guard that aborts it when the version moved from the remembered caller's; each ends with
 * a read of the version (its own writes may move it). A write after the caller was confirmed is not guarded:
 * every access change anywhere moves the one version (a new user's onboarding too), so concurrent writers
 * would abort one another; a key revoked during a request is refused from the next, as on Node. Outside a
 * request (the scheduler, the bootstrap) statements run as they are.
 */
export function batchingD1(binding: D1Database): D1Database {
  const versionRead = binding.prepare(accessVersionSql);
  const versionGuard = binding.prepare(versionGuardSql);
  /** Per query: whether its result columns survive a batch's object rows (distinct names, none integer-like). */
  const objectRowsKeep = new Map<string, boolean>();

  const readVersion = async () => Number(await versionRead.first('version'));

  const flush = async (access: RequestAccess) => {
    const reads = access.queue;
    access.queue = [];
    const withVersion = access.needsVersion();
    const [only] = reads;
    if (!withVersion && only && reads.length === 1) return void runAlone(only);
    const statements = reads.map((read) => (read.statement as Batched).inner);
    const answer = async () => {
      const batch = binding.batch(withVersion ? [versionRead, ...statements] : statements);
      if (withVersion) access.reading = batch;
      const results = await batch.finally(() => {
        if (withVersion) access.reading = undefined;
      });
      if (withVersion && !(await access.settle(versionOf(results.shift())))) throw new StaleCallerError();
      for (const [index, read] of reads.entries()) {
        read.resolve((read.statement as Batched).fromBatch(results[index] as D1Result));
      }
    };
    const answered = answer().catch((error: unknown) => {
      for (const read of reads) read.reject(error);
    });
    if (withVersion) access.settling = answered;
    await answered;
  };
  const runAlone = (read: QueuedRead) =>
    (read.statement as Batched).runAlone().then(read.resolve, read.reject);

  class Batched {
    constructor(
      readonly inner: D1PreparedStatement,
      readonly sql: string,
      private readonly method: 'all' | 'raw' | 'first' = 'all',
      private readonly column?: string,
    ) {}
    bind(...values: unknown[]) {
      return new Batched(this.inner.bind(...values), this.sql);
    }
    all() {
      return this.read('all');
    }
    raw(options?: { columnNames?: boolean }) {
      if (options?.columnNames) return this.inner.raw({ columnNames: true });
      if (!objectRowsKeep.get(this.sql)) return this.learnColumns();
      return this.read('raw');
    }
    first(column?: string) {
      return this.read('first', column);
    }
    async run() {
      return (await write([this]))[0];
    }
    /** The query on its own, as D1 answers it. */
    runAlone(): Promise<unknown> {
      if (this.method === 'raw') return this.inner.raw();
      return this.method === 'first' ? this.inner.first(this.column as string) : this.inner.all();
    }
    /** This statement's answer out of a batch's result (D1 answers a batch with object rows). */
    fromBatch(result: D1Result): unknown {
      if (this.method === 'all') return result;
      if (this.method === 'raw') return result.results.map((row) => Object.values(row as object));
      const row = result.results[0] as Record<string, unknown> | undefined;
      return (this.column === undefined ? row : row?.[this.column]) ?? null;
    }
    private read(method: 'all' | 'raw' | 'first', column?: string): Promise<unknown> {
      const access = currentAccess();
      const read = new Batched(this.inner, this.sql, method, column);
      if (!access) return read.runAlone();
      // Commits held for an Idempotency-Key leave before a read could miss them (held-writes.ts).
      const held = access.heldBeforeRead();
      if (held) return held.beforeEffect().then(() => this.read(method, column));
      return new Promise((resolve, reject) => {
        access.queue.push({ statement: read, resolve, reject });
        // The reads of a `Promise.all` reach here a few microtasks apart: a macrotask takes them all.
        if (access.queue.length === 1) setTimeout(() => void flush(access), 0);
      });
    }
    /**
     * A query not yet run in this isolate runs on its own with its column names, which say whether a batch
     * can carry it (a join's two `id` columns would merge in an object row). The version, when the run still
     * needs it, is read before.
     */
    private async learnColumns(): Promise<unknown[][]> {
      const access = currentAccess();
      await access?.heldBeforeRead()?.beforeEffect();
      if (access?.needsVersion()) {
        const reading = readVersion();
        access.reading = reading;
        const version = await reading.finally(() => (access.reading = undefined));
        if (!(await access.settle(version))) throw new StaleCallerError();
      }
      const [columns = [], ...rows] = await this.inner.raw({ columnNames: true });
      const names = columns as string[];
      objectRowsKeep.set(
        this.sql,
        new Set(names).size === names.length && !names.some((n) => integerLike.test(n)),
      );
      return rows;
    }
  }

  /** A write batch of the current request, guarded by its access version. */
  const write = async (statements: Batched[]): Promise<D1Result[]> => {
    const inner = statements.map((statement) => statement.inner);
    const access = currentAccess();
    if (!access) return binding.batch(inner);
    await access.settling;
    await access.rechecking;
    if (access.stale) throw new StaleCallerError();
    for (let attempt = 0; ; attempt++) {
      const guarded = access.confirming;
      const guard = guarded === undefined ? [] : [versionGuard.bind(guarded)];
      try {
        const results = await binding.batch([...guard, ...inner, versionRead]);
        access.confirming = undefined;
        access.version = versionOf(results.at(-1));
        return results.slice(guard.length, guard.length + inner.length);
      } catch (error) {
        if (guarded === undefined || !isGuardViolation(error) || attempt > 0) throw error;
        // The version guard, or a guard of the statements: the caller is looked up again with the version.
        // Another caller: the run is stale. The same: the write goes again, unless the version stayed (a
        // guard of the statements failed: the data moved).
        if (!(await access.reconfirm())) throw new StaleCallerError();
        if (access.version === guarded) throw error;
      }
    }
  };

  return {
    prepare: (sql: string) => new Batched(binding.prepare(sql), sql),
    batch: (statements: Batched[]) => write(statements),
    exec: (sql: string) => binding.exec(sql),
    dump: () => binding.dump(),
    withSession: (constraint?: string) => binding.withSession(constraint),
  } as unknown as D1Database;
}

function versionOf(result: D1Result | undefined): number {
  return Number((result?.results[0] as { version?: unknown } | undefined)?.version);
}
