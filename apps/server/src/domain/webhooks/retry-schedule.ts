const maxRetryAfterMs = 24 * 60 * 60 * 1000;

/**
 * When a failed delivery is tried again, or undefined when it is not: `delays` (seconds, from the
 * configuration) holds one entry per retry, each taken with up to 10 % jitter either way so that the retries
 * of many deliveries that failed together spread out. A 429 or 503 with `Retry-After` (seconds or an HTTP
 * date, compared with the real time `wallNow`) waits at least that long, at most 24 hours.
 */
export function nextAttemptAt(input: {
  delays: readonly number[];
  /** Attempts made so far, this one included. */
  attemptsMade: number;
  statusCode: number | undefined;
  retryAfter: string | null;
  now: Date;
  wallNow: Date;
  random?: () => number;
}): Date | undefined {
  const delaySeconds = input.delays[input.attemptsMade - 1];
  if (delaySeconds === undefined) return undefined;
  const jitter = 1 + ((input.random ?? Math.random)() * 0.2 - 0.1);
  let delayMs = Math.round(delaySeconds * 1000 * jitter);
  if (input.statusCode === 429 || input.statusCode === 503) {
    const asked = retryAfterMs(input.retryAfter, input.wallNow);
    if (asked !== undefined) delayMs = Math.max(delayMs, Math.min(asked, maxRetryAfterMs));
  }
  return new Date(input.now.getTime() + delayMs);
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date; undefined when it is neither. */
export function retryAfterMs(value: string | null, wallNow: Date): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month (`Sun, 06 Nov 1994 08:49:37 GMT`); Date.parse alone takes `-5` as a year.
  const date = /[A-Za-z]/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - wallNow.getTime());
}
