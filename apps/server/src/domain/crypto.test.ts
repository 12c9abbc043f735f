import { describe, expect, it, vi } from 'vitest';
import { newId, randomCode, timeOrderedCode } from './crypto.ts';

describe('newId', () => {
  it('sorts ids of one instant in the order they were made, and by time across instants', () => {
    const at = new Date('2026-11-21T12:00:00.000Z');
    const made = Array.from({ length: 200 }, (_, i) => newId(i % 2 ? 'evt' : 'ord', at).slice(4));
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
    const later = newId('evt', new Date(at.getTime() + 1)).slice(4);
    const earlier = newId('evt', new Date(at.getTime() - 1)).slice(4);
    expect(later > (made.at(-1) ?? '')).toBe(true);
    expect(earlier < (made[0] ?? '')).toBe(true);
  });

  it('keeps the order within an instant when ids of other instants are made in between', () => {
    // Twenty rounds: fresh random digits for the return to t1 would sort after the first id only by chance.
    for (let round = 0; round < 20; round++) {
      const t1 = Date.parse('2026-11-22T12:00:00.000Z') + round * 1000;
      const first = newId('evt', new Date(t1)).slice(4);
      for (let other = 1; other < 64; other++) newId('evt', new Date(t1 + other));
      const second = newId('evt', new Date(t1)).slice(4);
      expect(second > first).toBe(true);
    }
  });

  it('has the ULID layout after its prefix', () => {
    expect(newId('ord')).toMatch(/^ord_[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});

describe('randomCode', () => {
  it('draws from the base32 alphabet without I, L, O, U', () => {
    const code = Array.from({ length: 50 }, () => randomCode(10)).join('');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]+$/);
    expect(new Set(code).size).toBeGreaterThan(25);
  });
});

describe('timeOrderedCode', () => {
  const increasing = (codes: string[]) => codes.every((code, i) => i === 0 || code > (codes[i - 1] ?? ''));

  it('gives 10 base32 characters that never repeat and sort in the order they were made', () => {
    const codes = Array.from({ length: 5000 }, () => timeOrderedCode());
    expect(codes.every((code) => /^[0-9A-HJKMNP-TV-Z]{10}$/.test(code))).toBe(true);
    expect(increasing(codes)).toBe(true);
  });

  it('continues after a code an earlier process made, when the clock has gone back since', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2027, 5, 1));
    try {
      vi.resetModules();
      const earlier = await import('./crypto.ts');
      const stored = Array.from({ length: 5 }, () => earlier.timeOrderedCode());
      now.mockReturnValue(Date.UTC(2027, 0, 1));
      vi.resetModules();
      const restarted = await import('./crypto.ts');
      restarted.continueTimeOrderedCodesAfter(stored.at(-1) ?? '');
      const next = restarted.timeOrderedCode();
      expect(stored.every((code) => next > code)).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps going up when the clock stands still past the codes of a tick or goes back', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2027, 0, 1));
    try {
      const frozen = Array.from({ length: 40_000 }, () => timeOrderedCode());
      now.mockReturnValue(Date.UTC(2026, 0, 1));
      const earlier = Array.from({ length: 10 }, () => timeOrderedCode());
      expect(increasing([...frozen, ...earlier])).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  it('differs between processes making codes at the same instant (Worker isolates)', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2027, 0, 1));
    try {
      const codes: string[] = [];
      for (let process = 0; process < 20; process++) {
        vi.resetModules();
        codes.push((await import('./crypto.ts')).timeOrderedCode());
      }
      // The same tick, a random start each: two repeats among 20 draws of 16,384 starts are about 1 in 15,000.
      expect(new Set(codes.map((code) => code.slice(0, 7))).size).toBe(1);
      expect(new Set(codes).size).toBeGreaterThanOrEqual(19);
    } finally {
      now.mockRestore();
    }
  });
});
