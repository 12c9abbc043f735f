import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '@cambio/contract';
import { describe, expect, it } from 'vitest';
import { magicValues, outcomeForEmail, paymentOutcome, payoutRejected } from './magic-values.ts';

// The table is the one list of magic values: docs/sandbox.md and the API reference (every description of
// the document) name each with its outcome, and none the table lacks.
const sandboxGuide = readFileSync(join(import.meta.dirname, '../../../../../docs/sandbox.md'), 'utf8');
const reference = descriptions(openApiDocument).join('\n\n');

function descriptions(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(descriptions);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'description' && typeof value === 'string' ? [value] : descriptions(value),
  );
}

/** What a text names as a magic value: an amount's ending (`.14`) or an e-mail's (`+review`). */
const named = /(?<![\w.])\.\d{2}(?!\d)|\+[a-z]+(?=`|@)/g;

/** Whether `text` names `value` and says its outcome before it names another magic value. */
function saysOutcome(text: string, value: string, said: RegExp): boolean {
  return [...text.matchAll(named)].some((match, index, all) => {
    if (match[0] !== value) return false;
    const end = all[index + 1]?.index ?? text.length;
    return said.test(text.slice(match.index + value.length, end));
  });
}

describe.each([
  ['docs/sandbox.md', sandboxGuide],
  ['the API reference', reference],
])('%s', (_, text) => {
  it.each(magicValues.map((magic) => [magic.value, magic]))('names %s with its outcome', (_, magic) => {
    expect(saysOutcome(text, magic.value, magic.said)).toBe(true);
  });

  it('names no magic value the table lacks', () => {
    const values = new Set([...text.matchAll(named)].map((match) => match[0]));
    expect([...values].sort()).toEqual(magicValues.map((magic) => magic.value).sort());
  });
});

it('applies the table', () => {
  expect(
    ['10.14', '10.15', '10.16', '10.17', '10.5', '1000.140000', '1000.140001'].map(paymentOutcome),
  ).toEqual(['short', 'excess', 'notFound', 'exact', 'exact', 'short', 'exact']);
  expect(['2000.13', '2000.14'].map(payoutRejected)).toEqual([true, false]);
  expect(['ana+review@example.com', 'ana+fail@example.com', 'ana@example.com'].map(outcomeForEmail)).toEqual([
    'review',
    'failed',
    'approved',
  ]);
});
