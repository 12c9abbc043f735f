import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { localBetterSqlitePrebuild } from './local-prebuild.ts';

// For the packed-package test (packed.test.ts): tarballs made with `npm pack`, and the `cambio` and
// `cambio-conformance` commands run from a project outside this workspace that installed them.
export const run = promisify(execFile);

// npm gives the script that runs a test variables that tie a child npm to this repository (its local prefix,
// workspace, package); the temporary project must be a project of its own. No CAMBIO_* setting of this shell
// or CONTRACT_* setting of this shell either: the commands start with their defaults and the options the test
// gives.
export const projectEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(npm_config_(local_prefix|workspaces?|include_workspace_root)|npm_package_|npm_lifecycle_|CAMBIO_|CONTRACT_|PORT$|HOST$)/i.test(
          name,
        ),
    ),
  ),
  // swagger-ui-dist's dependency @scarf/scarf reports installs unless told not to.
  SCARF_ANALYTICS: 'false',
};

/** `npm pack` of the package in `packageDir` (its prepack builds it) into a folder of its own; the tarball. */
export async function pack(packageDir: string, folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true });
  await run('npm', ['pack', '--pack-destination', folder, '--silent'], { cwd: packageDir, env: projectEnv });
  const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack left no tarball in ${folder}`);
  return join(folder, tarball);
}

/** A project of its own (ES modules) made in `projectDir`, with `packages` (tarballs, registry specs) installed. */
export async function installProject(projectDir: string, packages: string[]): Promise<void> {
  mkdirSync(projectDir);
  writeFileSync(
    join(projectDir, 'package.json'),
    JSON.stringify({ name: 'sandbox', private: true, type: 'module' }),
  );
  // better-sqlite3 installs a prebuilt binary that prebuild-install downloads from GitHub, or compiles itself
  // (minutes on two cores) where GitHub is out of reach. The binary this workspace built is handed to
  // prebuild-install as a local prebuild, so the install takes seconds either way; if it does not fit this
  // machine, prebuild-install downloads or compiles as for any user, and the install only takes longer.
  const prebuilds = await localBetterSqlitePrebuild(join(projectDir, '..', 'prebuilds'));
  await run('npm', ['install', ...packages, '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: projectDir,
    env: { ...projectEnv, npm_config_better_sqlite3_local_prebuilds: prebuilds },
  });
}

export type Outcome = { code: number; stdout: string; stderr: string };

/** `npx <command> …` in the project: its exit code and output without colours, whether it succeeded or not. */
export async function commandIn(projectDir: string, args: string[], env: Record<string, string> = {}) {
  const options = { cwd: projectDir, env: { ...projectEnv, ...env }, maxBuffer: 64 * 1024 * 1024 };
  let outcome: Outcome;
  try {
    outcome = { code: 0, ...(await run('npx', ['--no-install', ...args], options)) };
  } catch (error) {
    outcome = error as Outcome;
  }
  const { code, stdout, stderr } = outcome;
  return { code, stdout: stripVTControlCharacters(stdout), stderr: stripVTControlCharacters(stderr) };
}

/**
 * `npx cambio start …` in the project, in its own process group as a shell runs a command (a stop signal
 * reaches the server, not only npx): `printed` waits for a line of its output, `exited` for every process of
 * the group to end (the server's stdout, which they share, closed).
 */
export function startCambio(projectDir: string, args: string[], env: Record<string, string> = {}) {
  const child: ChildProcess = spawn('npx', ['--no-install', 'cambio', 'start', ...args], {
    cwd: projectDir,
    env: { ...projectEnv, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const look = () => {
        const found = output.match(pattern);
        if (found) resolve(found);
        return found;
      };
      if (look()) return;
      child.stdout?.on('data', look);
      exited.then(() => reject(new Error(`cambio start ended: ${output}`)));
    });
  return {
    child,
    output: () => output,
    printed,
    exited,
    /** Stops the whole group: the server and npx. */
    stop: (signal: NodeJS.Signals) => process.kill(-(child.pid as number), signal),
  };
}

/**
 * `cambio start` of the installed package on a free port with its data in `dataDir`, once it says where it
 * listens; its stop goes into `stops` (stopAll at the end of the file).
 */
export async function startedCambio(
  projectDir: string,
  dataDir: string,
  stops: Array<() => void>,
  env: Record<string, string> = {},
) {
  const server = startCambio(projectDir, ['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], env);
  stops.push(() => server.stop('SIGKILL'));
  const [, origin = ''] = await server.printed(/server on (http:\/\/\S+)/);
  return { ...server, origin, dataDir };
}

/** Stops servers still running: each whole group, which may have ended already (ESRCH). */
export function stopAll(stops: Array<() => void>): void {
  for (const stop of stops.splice(0)) {
    try {
      stop();
    } catch {}
  }
}
