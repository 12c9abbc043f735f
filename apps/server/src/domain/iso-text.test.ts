import { describe, expect, it } from 'vitest';
import { isoText } from './iso-text.ts';

describe('isoText', () => {
  it('is toISOString for every instant, whether remembered or not', () => {
    const instants = [0, 1, 0, 1_763_800_000_123, 1, 2, 1_763_800_000_123, -62_198_755_200_000, 8.64e15];
    for (const time of instants) expect(isoText(new Date(time))).toBe(new Date(time).toISOString());
  });

  it('throws for an invalid date, as toISOString does', () => {
    expect(() => isoText(new Date(Number.NaN))).toThrow(RangeError);
  });
});
