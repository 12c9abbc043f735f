import { expect } from 'vitest';
import { type CommandResult, type Problem, problemsOf } from './commands.ts';

/** What a recipe expects of a command at one of its steps. */
export type Expectation = {
  /** The problems of the run this recipe's step causes; without it, the step causes none (the command passes). */
  owns?: (problem: Problem) => boolean;
  /** Checks of this recipe's problems and of the output, for what the README says of the step. */
  check?: (mine: Problem[], result: CommandResult, copy: string) => void;
};

/** A line of a recipe block: a `#` line is its edit, a command its expectation. */
export type Step = { line: string; edit?: (copy: string) => void; expect?: Expectation };

export const change = (line: string, apply: (copy: string) => void): Step => ({ line, edit: apply });
export const run = (line: string, expectation: Expectation = {}): Step => ({ line, expect: expectation });

/** The linter's last line when nothing is left: the passing lint:spec of every recipe. */
export const lintPasses = run('npm run lint:spec', {
  check: (_, result) => expect(result.output).toContain('No errors or warnings'),
});

/** A recipe at a command, and what it expects of the command's run. */
export type Expecting = [recipe: string, expectation: Expectation];

export class StepFailure extends Error {
  constructor(
    readonly recipes: string[],
    readonly step: string,
    cause: unknown,
  ) {
    super(`${recipes.join(', ')} at \`${step}\`: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * Checks one run of a command against what each recipe at that step expects of it. Every problem is caused
 * by exactly one recipe's step, and the command fails exactly when one of them causes any.
 */
export function judge(copy: string, command: string, result: CommandResult, expecting: Expecting[]): void {
  const problems = problemsOf(command, result.output);
  const recipes = expecting.map(([recipe]) => recipe);
  const shared = (check: () => void) => attempt(recipes, command, check);
  for (const problem of problems) {
    const causes = expecting
      .filter(([, expectation]) => expectation.owns?.(problem))
      .map(([recipe]) => recipe);
    const cause = `the recipe whose step causes ${problem.file}: ${problem.message}\n${result.output}`;
    shared(() => expect(causes, cause).toHaveLength(1));
  }
  const failing = expecting.some(([, expectation]) => expectation.owns);
  shared(() => expect(result.code !== 0, result.output).toBe(failing));
  for (const [recipe, { owns, check }] of expecting) {
    attempt([recipe], command, () => {
      const mine = owns ? problems.filter(owns) : [];
      if (owns) expect(mine.length, `problems caused by ${recipe}\n${result.output}`).toBeGreaterThan(0);
      check?.(mine, result, copy);
    });
  }
}

/** Runs a check or an edit, blaming a failure on the recipes at that step. */
export function attempt(recipes: string[], step: string, check: () => void): void {
  try {
    check();
  } catch (error) {
    throw error instanceof StepFailure ? error : new StepFailure(recipes, step, error);
  }
}
