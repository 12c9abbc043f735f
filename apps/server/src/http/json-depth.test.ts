import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-depth.ts';

/** The nesting depth of a parsed value: 0 for a scalar, 1 for `{}` or `[]`. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe('nestedDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    expect(nestedDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestedDeeperThan('{"a":[{"b":1}]}', 2)).toBe(true);
    expect(nestedDeeperThan('[[],[],{},[]]', 2)).toBe(false);
    expect(nestedDeeperThan('42', 0)).toBe(false);
    expect(nestedDeeperThan(`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 32)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ a: 'say \\"[[[["' }), 1)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify(['\\', ['x']]), 1)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, limit) => {
        expect(nestedDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });
});
