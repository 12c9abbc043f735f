import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type CommandResult = { code: number; output: string };

/** A problem a command printed: the linter's `file:line:column severity rule message`, the compiler's errors. */
export type Problem = { file: string; message: string };

type Run = { file: string; args: string[]; cwd: string };

/**
 * What a README command runs in the copy. `npm run lint:spec`, `generate` and `typecheck` run the scripts
 * turbo would run for them, in the workspaces the recipes change (the same commands, without turbo's pass
 * over every workspace); any other command runs as written.
 */
const scripts: Record<string, Run> = {
  'npm run lint:spec': { file: 'cambio-lint-spec', args: ['openapi.yaml'], cwd: 'openapi' },
  'npm run generate': { file: 'cambio-codegen', args: ['write'], cwd: 'packages/contract' },
  'npm run typecheck': {
    file: 'tsc',
    args: ['-p', 'tsconfig.recipes.json', '--incremental', '--tsBuildInfoFile', 'recipes.tsbuildinfo'],
    cwd: '.',
  },
};

/** The linter reads only openapi/, which only edits change: it may run alongside the commands after it. */
export const readsOnlyTheDocument = (command: string) => command === 'npm run lint:spec';

export function runCommand(copy: string, command: string): Promise<CommandResult> {
  if (command === 'npm run typecheck') writeTypecheckConfig(copy);
  const { file, args, cwd } = scripts[command] ?? { file: 'bash', args: ['-c', command], cwd: '.' };
  const env = {
    ...process.env,
    PATH: `${join(copy, 'node_modules/.bin')}:${process.env.PATH}`, // as `npm run` sets it
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    CONTRACT_TARGET: '',
  };
  return new Promise((done) => {
    const child = spawn(file, args, { cwd: join(copy, cwd), env, timeout: 600_000 });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => done({ code: -1, output: `${output}${error}` }));
    child.on('close', (code) => done({ code: code ?? -1, output }));
  });
}

export function problemsOf(command: string, output: string): Problem[] {
  const printed =
    command === 'npm run lint:spec'
      ? /^(\S+):\d+:\d+\s+(?:error|warning)\s+\S+\s+(.*)$/gm
      : command === 'npm run typecheck'
        ? /^(\S+?)\(\d+,\d+\): error (TS\d+: .*)$/gm
        : undefined;
  if (!printed) return [];
  return [...output.matchAll(printed)].map((m) => ({ file: m[1] ?? '', message: m[2] ?? '' }));
}

const typechecked = ['apps/server', 'packages/contract-tests'];
type TsConfig = { extends: string; compilerOptions: unknown; include: string[] };

/**
 * The workspaces the recipes change, typechecked as one program (`tsc` in each, as turbo runs it, would
 * check the server's source twice: the contract tests import it). They must have the same compiler options.
 * Incremental: a second typecheck checks again only what changed since the first, with the same diagnostics.
 */
function writeTypecheckConfig(copy: string): void {
  const configs = typechecked.map(
    (workspace) => JSON.parse(readFileSync(join(copy, workspace, 'tsconfig.json'), 'utf8')) as TsConfig,
  );
  const options = new Set(configs.map((config) => JSON.stringify([config.extends, config.compilerOptions])));
  if (options.size > 1)
    throw new Error(`${typechecked.join(' and ')} differ in options: typecheck them apart`);
  const include = configs.flatMap((config, index) =>
    config.include.map((path) => `${typechecked[index]}/${path}`),
  );
  const together = { extends: './apps/server/tsconfig.json', include };
  writeFileSync(join(copy, 'tsconfig.recipes.json'), JSON.stringify(together));
}
