import { describe, expect, it } from 'vitest';
import { remember } from './bounded-memory.ts';

describe('remember', () => {
  it('keeps at most max entries, starting over when a new key finds the memory full', () => {
    const memory = new Map<string, number>();
    expect(remember(memory, 'a', 1, 2)).toBe(1);
    remember(memory, 'b', 2, 2);
    remember(memory, 'a', 3, 2);
    expect([...memory]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    remember(memory, 'c', 4, 2);
    expect([...memory]).toEqual([['c', 4]]);
  });
});
