import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiJson, toApiNumbers } from './api-numbers.ts';

const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => {
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const whole = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return units < 0n ? `-${whole}` : whole;
  });
// Strings that look like the stored members, to show text inside values is left alone.
const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom('","amount":"5"', '{"amount":"5"}', '\\",\\"tax\\":\\"1\\"', 'amount', '"netPrice":"2"'),
);
const record = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    tricky,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    tie('object'),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
  object: fc.record(
    {
      amount: decimal,
      netPrice: decimal,
      tax: fc.oneof(decimal, fc.constant(null)),
      notes: tricky,
      nested: tie('value'),
    },
    { requiredKeys: [] },
  ),
}));

describe('apiJson', () => {
  it('turns the stored text into what toApiNumbers gives, whatever the strings around contain', () => {
    fc.assert(
      // Other members under any name but the numeric fields' (which always hold decimals).
      fc.property(
        record.object,
        fc.dictionary(
          tricky.map((name) => `x${name}`),
          tricky,
        ),
        (value, extra) => {
          const stored = { ...extra, ...value };
          const shown = JSON.parse(apiJson(JSON.stringify(stored)));
          expect(shown).toEqual(toApiNumbers(stored));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('writes the decimal as it is stored, a valid JSON number', () => {
    expect(apiJson('{"amount":"1000.00","notes":"x","legs":[{"tax":"0.16"}]}')).toBe(
      '{"amount":1000.00,"notes":"x","legs":[{"tax":0.16}]}',
    );
    expect(apiJson('{"notes":"\\",\\"amount\\":\\"5\\""}')).toBe('{"notes":"\\",\\"amount\\":\\"5\\""}');
  });
});
