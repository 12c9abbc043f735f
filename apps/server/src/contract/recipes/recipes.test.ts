import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addErrorCode } from './add-error-code.ts';
import { addField } from './add-field.ts';
import { addOperation } from './add-operation.ts';
import { type Block, blockSteps } from './blocks.ts';
import { copyRepository } from './repository-copy.ts';
import { applySideBySide, type Recipe } from './side-by-side.ts';
import type { StepFailure } from './steps.ts';

/**
 * The README's recipes ("Extending the document and regenerating"), and the handler docs/extending.md adds
 * to the new operation, applied to a copy of the repository line by line as written: each `#` line is the
 * edit of the same words, each command runs and is checked for what the block says of it at that point.
 * The steps are read from the blocks, so a step they add, drop or reword fails here until this test does it
 * too. The recipes share one copy, side by side (side-by-side.ts): a command they are all at runs once, and
 * each recipe is held to the problems its own steps cause.
 */
const recipes: Array<Recipe & { blocks: Block[] }> = [
  { name: 'add-field', blocks: [{ file: 'README.md', name: 'add-field' }], steps: addField() },
  {
    name: 'add-operation',
    blocks: [
      { file: 'README.md', name: 'add-operation' },
      { file: 'docs/extending.md', name: 'add-operation-handler' },
    ],
    steps: addOperation(),
  },
  { name: 'add-error-code', blocks: [{ file: 'README.md', name: 'add-error-code' }], steps: addErrorCode() },
];

describe("the README's recipes", () => {
  it.each(recipes)('$name: its blocks list exactly the steps this test takes', ({ blocks, steps }) => {
    expect(blocks.flatMap(blockSteps)).toEqual(steps.map((step) => step.line));
  });
});

describe("the README's recipes, applied", () => {
  let copy = '';
  let failure: StepFailure | undefined;
  beforeAll(async () => {
    copy = copyRepository();
    failure = await applySideBySide(copy, recipes);
  }, 900_000);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it.each(recipes)('$name: each step does what its block says at that point', ({ name }) => {
    if (failure?.recipes.includes(name)) throw failure;
    expect(failure, `stopped by another recipe's failure: ${failure?.message}`).toBeUndefined();
  });
});
