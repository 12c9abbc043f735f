import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryAfterMs } from './retry-schedule.ts';

const delays = [10, 60, 600, 3600, 21_600];
const now = new Date('2026-11-21T15:00:00.000Z');
const at = (attemptsMade: number, extra: Partial<Parameters<typeof nextAttemptAt>[0]> = {}) =>
  nextAttemptAt({ delays, attemptsMade, statusCode: 500, retryAfter: null, now, wallNow: now, ...extra });
const secondsAfterNow = (date: Date | undefined) => ((date?.getTime() ?? Number.NaN) - now.getTime()) / 1000;

describe('nextAttemptAt', () => {
  it.each(delays.map((delay, index) => [index + 1, delay]))(
    'after attempt %i waits %i s, within 10 %% jitter',
    (attemptsMade, delay) => {
      expect(secondsAfterNow(at(attemptsMade, { random: () => 0.5 }))).toBe(delay);
      expect(secondsAfterNow(at(attemptsMade, { random: () => 0 }))).toBeCloseTo(delay * 0.9, 3);
      expect(secondsAfterNow(at(attemptsMade, { random: () => 0.999999 }))).toBeCloseTo(delay * 1.1, 2);
    },
  );

  it('has no retry after the last delay', () => {
    expect(at(6)).toBeUndefined();
    expect(
      nextAttemptAt({ delays: [], attemptsMade: 1, statusCode: 500, retryAfter: null, now, wallNow: now }),
    ).toBeUndefined();
  });

  it('honours Retry-After on 429 and 503 when it asks for longer, at most 24 hours', () => {
    const half = () => 0.5;
    expect(secondsAfterNow(at(1, { statusCode: 429, retryAfter: '120', random: half }))).toBe(120);
    expect(secondsAfterNow(at(1, { statusCode: 503, retryAfter: '3', random: half }))).toBe(10);
    expect(secondsAfterNow(at(1, { statusCode: 500, retryAfter: '120', random: half }))).toBe(10);
    expect(secondsAfterNow(at(1, { statusCode: 429, retryAfter: '999999', random: half }))).toBe(86_400);
    const httpDate = new Date(now.getTime() + 300_000).toUTCString();
    expect(secondsAfterNow(at(1, { statusCode: 503, retryAfter: httpDate, random: half }))).toBe(300);
    expect(secondsAfterNow(at(1, { statusCode: 503, retryAfter: 'soon', random: half }))).toBe(10);
  });
});

describe('retryAfterMs', () => {
  it.each<[string | null, number | undefined]>([
    [null, undefined],
    ['0', 0],
    [' 42 ', 42_000],
    ['Sat, 21 Nov 2026 15:01:00 GMT', 60_000],
    ['Sat, 21 Nov 2026 14:00:00 GMT', 0],
    ['-5', undefined],
    ['later', undefined],
  ])('%s -> %s', (given, want) => {
    expect(retryAfterMs(given, now)).toBe(want);
  });
});
