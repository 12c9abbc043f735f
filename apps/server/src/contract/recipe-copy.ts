import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The README's recipe blocks (`<!-- recipe-test: name -->` then a sh block), each as its lines. */
export function readmeRecipes(): Map<string, string[]> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const recipes = new Map<string, string[]>();
  for (const match of readme.matchAll(/<!-- recipe-test: ([\w-]+) -->\n```sh\n([\s\S]*?)```/g)) {
    const lines = (match[2] ?? '').split('\n').filter((line) => line.trim() !== '');
    // An edit is a `#` line, said whole; a command is run without its trailing comment.
    const steps = lines.map((line) => (line.startsWith('#') ? line : line.replace(/\s+#.*$/, '').trim()));
    recipes.set(match[1] ?? '', steps);
  }
  return recipes;
}

const skipped = new Set(['node_modules', '.git', '.turbo', 'data', 'dist', '.wrangler', 'coverage']);

/**
 * A copy of the repository in a temporary folder: its files as they are in the working tree, and each
 * node_modules hard-linked (`cp -al`: cheap, and the workspaces' relative links then point into the copy,
 * so `@cambio/contract` is the copy's generated output).
 */
export function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'cambio-recipes-'));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => !skipped.has(source.slice(source.lastIndexOf('/') + 1)),
  });
  for (const folder of ['.', ...workspaceFolders()]) {
    const modules = join(root, folder, 'node_modules');
    if (!existsSync(modules)) continue;
    mkdirSync(join(copy, folder), { recursive: true });
    const linked = spawnSync('cp', ['-al', modules, join(copy, folder, 'node_modules')]);
    if (linked.status !== 0) throw new Error(`cp -al ${modules}: ${linked.stderr}`);
  }
  return copy;
}

function workspaceFolders(): string[] {
  return ['openapi', 'tooling', 'packages', 'apps'].flatMap((parent) =>
    parent === 'openapi'
      ? [parent]
      : readdirSync(join(root, parent), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(parent, entry.name)),
  );
}

export type StepResult = { code: number; output: string };

/**
 * Runs a README command in the copy. `npm run lint:spec`, `generate` and `typecheck` run the scripts turbo
 * would run for them, in their workspace (the same commands, without turbo's pass over every workspace:
 * the recipes' errors are in the document and the server); any other command runs as written.
 */
export function runCommand(copy: string, command: string): StepResult {
  const [file, args, cwd] = commands[command] ?? ['bash', ['-c', command], '.'];
  const result = spawnSync(file, args, {
    cwd: join(copy, cwd),
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CONTRACT_TARGET: '' },
    timeout: 600_000,
  });
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}

const commands: Record<string, [string, string[], string]> = {
  'npm run lint:spec': ['npx', ['cambio-lint-spec', 'openapi.yaml'], 'openapi'],
  'npm run generate': ['npx', ['cambio-codegen', 'write'], 'packages/contract'],
  'npm run typecheck': ['npx', ['tsc', '-p', 'tsconfig.json'], 'apps/server'],
};

/** Replaces `anchor` in a file of the copy, once; an anchor that is gone fails the recipe, naming it. */
export function edit(copy: string, file: string, anchor: string | RegExp, replacement: string): void {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  const changed = text.replace(anchor, replacement);
  if (changed === text) throw new Error(`${file} no longer has ${String(anchor)}: update the recipe test`);
  writeFileSync(path, changed);
}

/** Each `file:line:column severity rule message` problem the linter printed. */
export function lintProblems(output: string): Array<{ file: string; rule: string; message: string }> {
  return [...output.matchAll(/^(\S+):\d+:\d+\s+(?:error|warning)\s+(\S+)\s+(.*)$/gm)].map((m) => ({
    file: m[1] ?? '',
    rule: m[2] ?? '',
    message: m[3] ?? '',
  }));
}

/** The files of the compiler's errors (`file(line,col): error TS…`). */
export function compileErrorFiles(output: string): string[] {
  return [...output.matchAll(/^(\S+?)\(\d+,\d+\): error TS/gm)].map((m) => m[1] ?? '');
}
