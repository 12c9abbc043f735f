import { readSetting, saveSetting } from '../../db/settings-queries.ts';
import type { Clock, ServiceClock, Store } from '../../deps.ts';

/** The setting (db/settings-queries.ts) that stores the offset. */
export const clockOffsetSetting = 'sandboxClockOffsetMs';

/**
 * The service's clock: the system time plus an offset that the sandbox can move forward, so that tests and
 * integrators drive expiries and order steps without sleeping. The offset is stored, so every process and
 * isolate sharing the database agrees on it after `load`.
 */
export class SandboxClock implements ServiceClock {
  #offsetMs = 0;
  /** Set during a move's steps: the instant a step's jobs run at, exactly (see `stopAt`). */
  #stoppedAt: number | undefined;

  constructor(
    private readonly store: Store,
    private readonly system: Clock,
  ) {}

  now(): Date {
    return new Date(this.#stoppedAt ?? this.system.now().getTime() + this.#offsetMs);
  }

  /** The real time, without the sandbox offset: what receivers of signed deliveries compare with. */
  wallNow(): Date {
    return this.system.now();
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  async load(): Promise<void> {
    this.useStored(await readSetting(this.store, clockOffsetSetting));
  }

  /** The offset as stored (undefined: never moved), read with something else (worker/d1-store.ts). */
  useStored(offset: string | null | undefined): void {
    this.#offsetMs = Number(offset ?? 0);
  }

  /**
   * A step of a move (domain/jobs/advance-clock.ts): the clock stands at `instant` (never back), in this
   * process only, until the `advance` that ends the move; the jobs of the step see exactly their due time.
   */
  stopAt(instant: Date): void {
    this.#stoppedAt = Math.max(this.now().getTime(), instant.getTime());
  }

  async advance(milliseconds: number): Promise<void> {
    this.#stoppedAt = undefined;
    await this.load();
    const offset = this.#offsetMs + milliseconds;
    await this.store.commit([saveSetting(this.store, clockOffsetSetting, String(offset))]);
    this.#offsetMs = offset;
  }
}
