import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index.ts';
import { ConcurrentChangeError, isGuardViolation } from '../db/store.ts';
import type { HeldWrites, Statement } from '../deps.ts';
import { currentAccess, type RequestAccess, StaleCallerError } from './request-access.ts';

/**
 * The commits of one run of a request with an Idempotency-Key, held (deps.ts HeldWrites): they leave in one
 * batch with the key's claim and its answer, or, when the run reads after one or acts on the world (an
 * upload, a mail, a webhook: `beforeEffect`), with the claim before that. A batch that fails before the claim
 * landed drops the run: the request runs again with nothing held, where each failure answers as on Node.
 * After the claim landed, a failure answers as on Node: a guard's as a concurrent change, with the key freed.
 */
export class HeldRun implements HeldWrites {
  private held: D1PreparedStatement[] = [];
  private claim: D1PreparedStatement[] = [];
  private release: D1PreparedStatement[] = [];
  /** Whether the claim landed (and was not released since). */
  private claimSent = false;
  /** The key was freed after a failed batch: the run's answer is the error, nothing more leaves. */
  private released = false;
  private free: Promise<boolean> = Promise.resolve(true);
  /** Held commits on their way (a read of the same tick waits for them too). */
  private sending: Promise<void> | undefined;

  constructor(
    private readonly access: RequestAccess,
    private readonly binding: D1Database,
    private readonly native: (statement: Statement) => D1PreparedStatement,
    private readonly committed: () => void,
  ) {}

  hold(claim: Statement[], release: Statement[], free: Promise<boolean>): void {
    this.claim = claim.map(this.native);
    this.release = release.map(this.native);
    this.free = free;
    free.catch(() => {});
    this.access.held = this;
  }

  /** A commit of the run: kept until the answer, or until something would see it. */
  add(statements: Statement[]): void {
    this.held.push(...statements.map(this.native));
  }

  /** Whether a read waits for held commits (held, or on their way). */
  waiting(): boolean {
    return this.held.length > 0 || this.sending !== undefined;
  }

  /**
   * Before a read (`effect` false) or an act on the world (true), once the key was found free: what is held
   * leaves with the claim; before an act the claim leaves even with nothing held, so that of two requests
   * with one key only the one holding it acts.
   */
  async beforeEffect(effect = false): Promise<void> {
    if (!(await this.free)) throw new ConcurrentChangeError();
    while (this.sending) await this.sending;
    if (this.held.length > 0 || (effect && !this.claimSent)) {
      this.sending = this.send([]).finally(() => {
        this.sending = undefined;
      });
    }
    await this.sending;
  }

  async keepAnswer(completion: Statement[], notKept: (error: unknown) => void): Promise<void> {
    await this.settled();
    if (this.access.stale || this.released) return;
    const withWrites = this.held.length > 0;
    try {
      await this.send(completion.map(this.native));
    } catch (error) {
      // Only the answer failed to be kept, after the operation's writes landed: the answer goes out (as on Node).
      if (error instanceof StaleCallerError || withWrites) throw error;
      notKept(error);
    }
  }

  async freeKey(): Promise<void> {
    await this.settled();
    // A claim that left (or leaves now with held writes) is released in the same batch.
    if (this.access.stale || this.released || (!this.claimSent && this.held.length === 0)) return;
    await this.send(this.release);
  }

  async drop(): Promise<void> {
    await this.settled();
    this.held = [];
    if (this.claimSent) await this.sendRelease();
  }

  /** Waits for a batch still on its way; the run holds nothing from now. */
  private async settled(): Promise<void> {
    this.access.held = undefined;
    await this.sending?.catch(() => {});
  }

  private async send(last: D1PreparedStatement[]): Promise<void> {
    const claimLanded = this.claimSent;
    const withWrites = this.held.length > 0;
    const statements = [...(claimLanded ? [] : this.claim), ...this.held, ...last];
    this.held = [];
    try {
      await this.binding.batch(statements);
    } catch (error) {
      if (!claimLanded) {
        this.access.runAgainPlainly();
        throw new StaleCallerError();
      }
      // Earlier writes landed under the claim: the key is freed, the error answers (as on Node).
      if (withWrites) await this.sendRelease();
      throw isGuardViolation(error) ? new ConcurrentChangeError() : error;
    }
    this.claimSent = true;
    this.committed();
  }

  private async sendRelease(): Promise<void> {
    this.claimSent = false;
    this.released = true;
    this.access.held = undefined;
    await this.binding.batch(this.release);
  }
}

/** Before an upload, a mail or a webhook of a request: the key is claimed and its held writes leave first. */
export function beforeEffect(): Promise<void> {
  return currentAccess()?.held?.beforeEffect(true) ?? Promise.resolve();
}
