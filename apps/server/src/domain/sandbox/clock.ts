import type { AppDeps, Clock, ServiceClock } from '../../deps.ts';

/**
 * A broker's clock: the real time (`real`, the service's clock) plus the broker's offset, which only the
 * sandbox moves forward (its test clock, brokers.clock_offset_ms, read with the caller of a key). Every time
 * the service reads for a broker comes from its clock; webhook signatures keep the real time (`wallNow`).
 */
export class BrokerClock implements ServiceClock {
  /** Set during a move's steps: the instant a step's jobs run at, exactly (see `stopAt`). */
  #stoppedAt: number | undefined;

  constructor(
    private readonly real: Clock & { wallNow?(): Date },
    readonly offsetMs: number,
  ) {}

  now(): Date {
    return new Date(this.#stoppedAt ?? this.real.now().getTime() + this.offsetMs);
  }

  wallNow(): Date {
    return this.real.wallNow?.() ?? this.real.now();
  }

  toWall(instant: Date): Date {
    return new Date(instant.getTime() - this.offsetMs);
  }

  at(offsetMs: number): ServiceClock {
    return new BrokerClock(this.real, offsetMs);
  }

  /**
   * A step of a move (domain/jobs/advance-clock.ts): the clock stands at `instant` (never back) until the
   * move ends; the jobs of the step see exactly their due time.
   */
  stopAt(instant: Date): void {
    this.#stoppedAt = Math.max(this.now().getTime(), instant.getTime());
  }
}

/** The service's own clock: the real time, offset 0 (what a runtime gives AppDeps.clock). */
export function serviceClock(system: Clock): ServiceClock {
  return new BrokerClock(system, 0);
}

/** `deps` on the clock of a broker at `offsetMs`: the same deps at offset 0, as every production broker is. */
export function onBrokerClock(deps: AppDeps, offsetMs: number): AppDeps {
  if (offsetMs === deps.clock.offsetMs) return deps;
  return { ...deps, clock: deps.clock.at(offsetMs) };
}
