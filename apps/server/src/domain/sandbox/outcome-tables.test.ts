import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '@cambio/contract';
import { describe, expect, it } from 'vitest';
import { type OutcomeMachine, stepsBetween } from './outcome-path.ts';
import { sandboxOutcomes } from './outcome-tables.ts';

// The outcome tables are the one list of what each outcome operation does: docs/sandbox.md's subsection of
// the resource and the operation's description each have a table row for every step (its from and to
// statuses), and name every status the version does not produce.
const sandboxGuide = readFileSync(join(import.meta.dirname, '../../../../../docs/sandbox.md'), 'utf8');
const paths = openApiDocument.paths as Record<string, { post?: { description?: string } }>;
const schemas = openApiDocument.components.schemas as unknown as Record<string, { enum?: string[] }>;

/** The table rows of `text` as their cells. */
const rows = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').slice(1, -1));

function subsection(heading: string): string {
  const start = sandboxGuide.indexOf(`### ${heading}\n`);
  expect(start, heading).toBeGreaterThan(sandboxGuide.indexOf('## Every outcome on demand'));
  const end = sandboxGuide.slice(start + 4).search(/\n##/);
  return sandboxGuide.slice(start, end < 0 ? undefined : start + 4 + end);
}

describe.each(sandboxOutcomes.map((entry) => [entry.heading, entry] as const))('%s', (_, entry) => {
  const texts = [
    ['docs/sandbox.md', subsection(entry.heading)],
    ['the operation', paths[entry.path]?.post?.description ?? ''],
  ] as const;
  const steps = entry.machines.flatMap((machine) => machine.steps as readonly { from: string; to: string }[]);
  const notProduced = entry.machines.flatMap((machine) => Object.keys(machine.notProduced));

  // Each machine's statuses as plain text, so that one check serves them all.
  const machines = entry.machines as readonly OutcomeMachine<string>[];
  it.each(machines.map((machine) => [machine.resource, machine] as const))(
    'every status of the %s is a start, reached by steps from one, or not produced, with the reason',
    (_, machine) => {
      const starts = Object.keys(machine.startsAt);
      const accounted = (status: string) =>
        status in machine.notProduced ||
        starts.some((start) => stepsBetween(machine.steps, start, status) !== undefined);
      expect(schemas[entry.schema]?.enum?.filter((status) => !accounted(status))).toEqual([]);
    },
  );

  it.each(texts)('%s has a row for every step', (_, text) => {
    const missing = steps.filter(
      ({ from, to }) =>
        !rows(text).some(
          ([first, second]) => first?.includes(`\`${from}\``) && second?.includes(`\`${to}\``),
        ),
    );
    expect(missing).toEqual([]);
  });

  it.each(texts)('%s names every status this version does not produce', (_, text) => {
    const named = (status: string) =>
      text.includes(`\`${status}\``) || (status.startsWith('bridge') && text.includes('`bridge…`'));
    expect(notProduced.filter((status) => !named(status))).toEqual([]);
  });
});
