import { tzOffset } from '@date-fns/tz';

// Local days as numbers (days since 1970-01-01 on the zone's calendar): banking days and value dates are
// counted on them, and each becomes an instant only at the end. The zone's offsets come from Intl (tzOffset).
const minuteMs = 60_000;
const dayMs = 86_400_000;

/** `at` on the zone's wall clock, as milliseconds whose UTC fields are the local ones. */
function wallClock(at: Date, zone: string): number {
  return at.getTime() + tzOffset(zone, at) * minuteMs;
}

/** The weekday (0 is Sunday) and hour of `at` in the zone. */
export function localClock(at: Date, zone: string): { weekday: number; hour: number } {
  const local = new Date(wallClock(at, zone));
  return { weekday: local.getUTCDay(), hour: local.getUTCHours() };
}

/** The zone's calendar day of `at`. */
export function localDayOf(at: Date, zone: string): number {
  return Math.floor(wallClock(at, zone) / dayMs);
}

/** The instant the local day starts: its midnight at the offset in force then (a guess, then corrected). */
export function startOfLocalDay(day: number, zone: string): Date {
  const midnight = day * dayMs;
  const guess = new Date(midnight - tzOffset(zone, new Date(midnight)) * minuteMs);
  return new Date(midnight - tzOffset(zone, guess) * minuteMs);
}

/** Saturday and Sunday: 1970-01-01 was a Thursday. */
function isWeekend(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** The first business day (Monday to Friday; holidays are not modelled) after `day`. */
export function nextBusinessDay(day: number): number {
  let next = day + 1;
  while (isWeekend(next)) next++;
  return next;
}

/** The business days from `from` up to, not including, `to`. */
export function businessDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let day = from; day < to; day++) if (!isWeekend(day)) count++;
  return count;
}
