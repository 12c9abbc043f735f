import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types/index.ts';
import { ConcurrentChangeError } from '../db/store.ts';
import type { HeldWrites, Statement } from '../deps.ts';
import { currentAccess, type RequestAccess, StaleCallerError } from './request-access.ts';

/** A held write would leave while the key's row answers the request (a replay, 422 or 409): the run stops. */
export class KeyHeldError extends ConcurrentChangeError {}

/**
 * The commits of one run of a request with an Idempotency-Key, held (deps.ts HeldWrites): they leave in one
 * batch with the key's claim and its answer, or, when the run reads or acts on the world after one (a read,
 * an upload, a mail, a webhook: `beforeEffect`), with the claim before that. Any batch that fails (the key
 * claimed meanwhile, a guard of the writes) drops the run: the request runs again with nothing held, where
 * each failure answers as it does on Node.
 */
export class HeldRun implements HeldWrites {
  private held: D1PreparedStatement[] = [];
  private claim: D1PreparedStatement[] = [];
  private claimSent = false;
  private free: Promise<boolean> = Promise.resolve(true);
  /** Held commits on their way (a read of the same tick waits for them too). */
  private sending: Promise<void> | undefined;

  constructor(
    private readonly access: RequestAccess,
    private readonly binding: D1Database,
    private readonly native: (statement: Statement) => D1PreparedStatement,
    private readonly committed: () => void,
  ) {}

  hold(claim: Statement[], free: Promise<boolean>): void {
    this.claim = claim.map(this.native);
    this.free = free;
    free.catch(() => {});
    this.access.held = this;
  }

  /** A commit of the run: kept until the answer, or until something would see it. */
  add(statements: Statement[]): void {
    this.held.push(...statements.map(this.native));
  }

  /** Whether commits are held (a write of the run leaves after them). */
  holding(): boolean {
    return this.held.length > 0;
  }

  /** Whether a read or an effect waits for held commits (held, or on their way). */
  waiting(): boolean {
    return this.held.length > 0 || this.sending !== undefined;
  }

  /** Before a read or an effect: what is held leaves with the claim, once the key was found free. */
  async beforeEffect(): Promise<void> {
    if (!(await this.free)) throw new KeyHeldError();
    if (this.held.length > 0) {
      this.sending = this.send([]).finally(() => {
        this.sending = undefined;
      });
    }
    await this.sending;
  }

  async keepAnswer(completion: Statement[]): Promise<void> {
    this.access.held = undefined;
    if (!this.access.stale) await this.send(completion.map(this.native));
  }

  async freeKey(release: Statement[]): Promise<void> {
    this.access.held = undefined;
    // A claim that left (or leaves now with held writes) is released in the same batch.
    if (this.access.stale || (!this.claimSent && this.held.length === 0)) return;
    await this.send(release.map(this.native));
  }

  drop(): void {
    this.held = [];
    this.access.held = undefined;
  }

  private async send(last: D1PreparedStatement[]): Promise<void> {
    const statements = [...(this.claimSent ? [] : this.claim), ...this.held, ...last];
    this.held = [];
    this.claimSent = true;
    try {
      await this.binding.batch(statements);
    } catch {
      this.access.runAgainPlainly();
      throw new StaleCallerError();
    }
    this.committed();
  }
}

/** Before an upload, a mail or a webhook of a request: its held writes leave first (HeldRun). */
export function beforeEffect(): Promise<void> {
  return currentAccess()?.held?.beforeEffect() ?? Promise.resolve();
}
