import { readsOnlyTheDocument, runCommand } from './commands.ts';
import { attempt, type Expecting, judge, type Step, StepFailure } from './steps.ts';

export type Recipe = { name: string; steps: Step[] };

/**
 * Applies the recipes to one copy side by side. Each recipe makes its edits as it reaches them; a command
 * runs once for all the recipes at it, when none of the others still has it ahead, and its one run is
 * checked against what each of them expects (steps.ts `judge`). Commands that different recipes are at
 * run at once, and the linter alongside whatever follows it until the next edit. The first failure stops
 * every recipe.
 */
export async function applySideBySide(copy: string, recipes: Recipe[]): Promise<StepFailure | undefined> {
  const position = new Map(recipes.map((recipe) => [recipe, 0]));
  const at = (recipe: Recipe) => recipe.steps[position.get(recipe) ?? 0];
  const advance = (recipe: Recipe) => position.set(recipe, (position.get(recipe) ?? 0) + 1);
  let failure: StepFailure | undefined;
  const settle = (work: () => void | Promise<void>) =>
    Promise.resolve()
      .then(work)
      .catch((error) => {
        failure ??= error instanceof StepFailure ? error : new StepFailure([], '(the runner)', error);
      });
  let linting: Promise<unknown> = Promise.resolve();

  while (!failure) {
    for (const recipe of recipes) {
      for (let step = at(recipe); step?.edit && !failure; step = at(recipe)) {
        await linting; // the linter's run reads the document as it was when it started
        const { line, edit } = step;
        await settle(() => attempt([recipe.name], line, () => edit(copy)));
        advance(recipe);
      }
    }
    const waiting = recipes.filter((recipe) => at(recipe) !== undefined);
    if (failure || waiting.length === 0) break;
    const runs = commandsToRun(waiting, position).map((command) => {
      const sharing = waiting.filter((recipe) => at(recipe)?.line === command);
      const expecting = sharing.map((recipe): Expecting => [recipe.name, at(recipe)?.expect ?? {}]);
      for (const recipe of sharing) advance(recipe);
      const checked = settle(async () => judge(copy, command, await runCommand(copy, command), expecting));
      if (!readsOnlyTheDocument(command)) return checked;
      linting = Promise.all([linting, checked]);
      return undefined;
    });
    await Promise.all(runs);
  }
  await linting;
  return failure;
}

/**
 * The commands to run now: each that no other waiting recipe still has ahead of it (running it now would
 * run it twice), or else the first recipe's.
 */
function commandsToRun(waiting: Recipe[], position: Map<Recipe, number>): string[] {
  const next = (recipe: Recipe) => recipe.steps[position.get(recipe) ?? 0]?.line ?? '';
  const ahead = (recipe: Recipe) =>
    recipe.steps.slice((position.get(recipe) ?? 0) + 1).map((step) => step.line);
  const commands = [...new Set(waiting.map(next))];
  const free = commands.filter((command) =>
    waiting.every((recipe) => next(recipe) === command || !ahead(recipe).includes(command)),
  );
  return free.length > 0 ? free : commands.slice(0, 1);
}
