import { describe, expect, it } from 'vitest';
import {
  businessDaysBetween,
  localClock,
  localDayOf,
  nextBusinessDay,
  startOfLocalDay,
} from './local-time.ts';

const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

describe('local time', () => {
  it("reads the zone's weekday and hour (Mexico City UTC-6, Lima and Bogotá UTC-5)", () => {
    expect(localClock(new Date('2026-11-28T05:30:00Z'), 'America/Mexico_City')).toEqual({
      weekday: 5,
      hour: 23,
    });
    expect(localClock(new Date('2026-11-28T05:30:00Z'), 'America/Lima')).toEqual({ weekday: 6, hour: 0 });
    expect(localClock(new Date('2026-11-27T14:00:00Z'), 'America/Bogota')).toEqual({ weekday: 5, hour: 9 });
  });

  it('starts a local day at its midnight, also across a daylight-saving change (New York)', () => {
    const zone = 'America/New_York';
    // 2026-03-08 springs forward at 02:00 (UTC-5 to UTC-4), 2026-11-01 falls back (UTC-4 to UTC-5).
    expect(startOfLocalDay(day('2026-03-08'), zone).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay(day('2026-03-09'), zone).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay(day('2026-11-01'), zone).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfLocalDay(day('2026-11-02'), zone).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(localDayOf(new Date('2026-11-02T04:30:00Z'), zone)).toBe(day('2026-11-01'));
    expect(startOfLocalDay(day('2026-11-24'), 'America/Mexico_City').toISOString()).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });

  it('counts business days Monday to Friday', () => {
    // 2026-11-27 is a Friday.
    expect(nextBusinessDay(day('2026-11-26'))).toBe(day('2026-11-27'));
    for (const from of ['2026-11-27', '2026-11-28', '2026-11-29'])
      expect(nextBusinessDay(day(from)), from).toBe(day('2026-11-30'));
    expect(businessDaysBetween(day('2026-11-24'), day('2026-11-30'))).toBe(4);
    expect(businessDaysBetween(day('2026-11-24'), day('2026-11-24'))).toBe(0);
    expect(businessDaysBetween(day('2026-11-02'), day('2026-11-30'))).toBe(20);
    expect(nextBusinessDay(day('1969-12-26'))).toBe(day('1969-12-29'));
  });
});
