import { AsyncLocalStorage } from 'node:async_hooks';
import { ConcurrentChangeError } from '../db/store.ts';
import type { HeldRun } from './held-writes.ts';

/** A read waiting for the batch of its tick (batching-d1.ts). */
export type QueuedRead = {
  statement: unknown;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
};

/**
 * What one run of a Worker request knows of the access version (db/access-schema.ts): on D1 every query is a
 * round trip, so the version is never read on its own but in the request's first batch, and each write batch
 * is guarded by it (batching-d1.ts). A remembered caller is used at once and confirmed by that batch; when
 * the version moved, the caller is looked up again: the same caller goes on (a guarded write is sent again),
 * another makes the run `stale`, its answer dropped and the request run again (index.ts).
 */
export class RequestAccess {
  /** The version this run's batches read, once one did. */
  version: number | undefined;
  /** The version the remembered caller was read at, until a batch confirms it. */
  confirming: number | undefined;
  /** Looks the run's caller up again (its batch reads the version): whether it is the same caller. */
  recheck: (() => Promise<boolean>) | undefined;
  /** A batch that reads the version, on its way (others of the tick do not read it again). */
  reading: Promise<unknown> | undefined;
  /** The first batch that read the version, until its version is settled (a write waits for it). */
  settling: Promise<unknown> | undefined;
  /** The caller's look-up after the version moved, until it answers (a write waits for it). */
  rechecking: Promise<boolean> | undefined;
  /** The caller changed under this run: nothing it read or decided stands. */
  stale = false;
  /** Reads made in the current tick, sent together as one batch. */
  queue: QueuedRead[] = [];
  /** The commits held for an Idempotency-Key (held-writes.ts), while they are. */
  held: HeldRun | undefined;

  /** `plain`: a second run, which holds no commit. */
  constructor(readonly plain = false) {}

  /** A held batch failed: this run's answer is dropped and the request runs again with nothing held. */
  runAgainPlainly(): void {
    this.stale = true;
  }

  /**
   * The held commits a read must let leave first (held-writes.ts); none for the reads of the caller's look-up
   * again (`reconfirm`): the commits wait for the Idempotency-Key's row, read in the very batch whose version
   * started the look-up, so waiting would hang the request.
   */
  heldBeforeRead(): HeldRun | undefined {
    return this.held?.waiting() && callerRecheck.getStore() === undefined ? this.held : undefined;
  }

  /** Whether the next batch reads the version. */
  needsVersion(): boolean {
    return this.version === undefined && this.reading === undefined;
  }

  /**
   * Runs on the caller remembered at `version`, to be confirmed by the next batch; false when this run has
   * already read another version (the caller is then looked up again).
   */
  expect(version: number, recheck: () => Promise<boolean>): boolean {
    this.recheck = recheck;
    if (this.version !== undefined) return this.version === version;
    this.confirming = version;
    return true;
  }

  /** A version a batch read: the run's, once its caller is confirmed at it (false: the run is stale). */
  async settle(version: number): Promise<boolean> {
    if (this.confirming === undefined || this.confirming === version) {
      this.confirming = undefined;
      this.version = version;
      return true;
    }
    return this.reconfirm();
  }

  /** The version moved: the caller, looked up again with it, must be the one the run started on. */
  async reconfirm(): Promise<boolean> {
    this.confirming = undefined;
    this.version = undefined;
    // A write of this run waits for the look-up (batching-d1.ts): unguarded now, it must not go out before.
    const recheck = this.recheck;
    const lookedUp = recheck ? callerRecheck.run(true, recheck) : Promise.resolve(false);
    const rechecked = lookedUp.then((same) => {
      if (!same) this.stale = true;
      return same;
    });
    this.rechecking = rechecked;
    return rechecked;
  }
}

/** Raised in a stale run: its answer is dropped and the request runs again (index.ts). */
export class StaleCallerError extends ConcurrentChangeError {}

const storage = new AsyncLocalStorage<RequestAccess>();
/** Set while a run's caller is looked up again (`reconfirm`). */
const callerRecheck = new AsyncLocalStorage<true>();

/** The access state of the request being served, if any (the scheduler and the bootstrap run outside one). */
export function currentAccess(): RequestAccess | undefined {
  return storage.getStore();
}

/** Runs `serve` as one run of a request, with its own access state. */
export function withAccess<T>(access: RequestAccess, serve: () => T): T {
  return storage.run(access, serve);
}
