import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBetterSqlitePrebuild } from '../testing/local-prebuild.ts';

// The server as someone without a clone gets it: `npm pack` (its prepack bundles dist/cambio.js), the tarball
// installed into an empty project in a temporary folder (its own node_modules, nothing hoisted from here), and
// the `cambio` command run there with `npx`, as the README shows.
const run = promisify(execFile);
const serverDir = join(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'cambio-packed-server-'));
const projectDir = join(workDir, 'project');
const dataDir = join(workDir, 'data');
const children: ChildProcess[] = [];

// npm gives the script that runs this test variables that tie a child npm to this repository (its local
// prefix, workspace, package); the temporary project must be a project of its own. No CAMBIO_* setting of
// this shell either: the command starts with its defaults and the options the test gives.
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(npm_config_(local_prefix|workspaces?|include_workspace_root)|npm_package_|npm_lifecycle_|CAMBIO_|PORT$|HOST$)/i.test(
          name,
        ),
    ),
  ),
  // swagger-ui-dist's dependency @scarf/scarf reports installs unless told not to.
  SCARF_ANALYTICS: 'false',
};

/** `npx cambio …` in the project: its exit code and output, whether it succeeded or not. */
async function cambio(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    return { code: 0, ...(await run('npx', ['--no-install', 'cambio', ...args], { cwd: projectDir, env })) };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

beforeAll(async () => {
  await run('npm', ['pack', '--pack-destination', workDir, '--silent'], { cwd: serverDir, env });
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack left no tarball in ${workDir}`);
  mkdirSync(projectDir);
  writeFileSync(join(projectDir, 'package.json'), JSON.stringify({ name: 'sandbox', private: true }));
  // better-sqlite3 installs a prebuilt binary that prebuild-install downloads from GitHub, or compiles itself
  // (minutes on two cores) where GitHub is out of reach. The binary this workspace built is handed to
  // prebuild-install as a local prebuild, so the install takes seconds either way; if it does not fit this
  // machine, prebuild-install downloads or compiles as for any user, and the test only takes longer.
  const prebuilds = await localBetterSqlitePrebuild(join(workDir, 'prebuilds'));
  await run('npm', ['install', join(workDir, tarball), '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: projectDir,
    env: { ...env, npm_config_better_sqlite3_local_prebuilds: prebuilds },
  });
  // Twenty minutes, not the config's ten: a compile of better-sqlite3 on a loaded two-core machine fits.
}, 1_200_000);

afterAll(() => {
  // A server left by a failed test: its whole group, which may have ended already (ESRCH).
  for (const child of children) {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {}
  }
  rmSync(workDir, { recursive: true, force: true });
});

describe('the packed server, installed from its tarball', () => {
  it('ships one bundle and the migrations, and depends only on registry packages', () => {
    const installed = join(projectDir, 'node_modules', '@cambio', 'server');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ cambio: './dist/cambio.js' });
    const dependencies = Object.keys(manifest.dependencies);
    expect(dependencies.filter((name) => name.startsWith('@cambio/'))).toEqual([]);
    // No TypeScript loader or build tool at run time.
    expect(dependencies.filter((name) => ['tsx', 'esbuild', 'typescript'].includes(name))).toEqual([]);
    const files = readdirSync(installed, { recursive: true, encoding: 'utf8' });
    expect(files).toContain(join('dist', 'cambio.js'));
    expect(files).toContain(join('drizzle', 'meta', '_journal.json'));
    expect(files.filter((file) => /\.(ts|tsx|mts)$/.test(file))).toEqual([]);
  });

  it('says its usage with exit 0, and refuses an unknown command in one line with exit 2', async () => {
    const help = await cambio('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: cambio <command>');
    const keysHelp = await cambio('keys', '--help');
    expect(keysHelp.code).toBe(0);
    expect(keysHelp.stdout).toContain('usage: cambio keys <command>');
    const startHelp = await cambio('start', '--help');
    expect(startHelp.code).toBe(0);
    expect(startHelp.stdout).toContain('--data-dir <folder>');

    const wrong = await cambio('serve');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toEqual([
      'cambio: unknown command "serve" (cambio --help shows the usage)',
    ]);
    const noKey = await cambio('jobs', 'run');
    expect(noKey.code).toBe(2);
    expect(noKey.stderr.trim()).toBe(
      'cambio: --key is needed: an API key of the broker (cambio jobs --help shows the usage)',
    );
    const wrongOption = await cambio('start', '--prot', '8080');
    expect(wrongOption.code).toBe(2);
    expect(wrongOption.stderr.trim()).toBe(
      'cambio: unknown option --prot (cambio start --help shows the usage)',
    );
  });

  it('starts with npx on the embedded database, prints its keys, answers the API and the sandbox commands, stops on SIGTERM', async () => {
    const started = performance.now();
    // Its own process group, as a shell runs a command: the stop signal reaches the server, not only npx.
    const child = spawn(
      'npx',
      ['--no-install', 'cambio', 'start', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir],
      { cwd: projectDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // 'close': every process of the group has ended (the server's stdout, which it shares, is closed).
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

    const [, key] = await printed(/^ {2}createAndModify +(sk_sandbox_\S+)$/m);
    const [, origin] = (await printed(/server on (http:\/\/\S+)/)) as [string, string];
    const health = await fetch(`${origin}/api/health`);
    console.log(
      `packed cambio start: first answer ${((performance.now() - started) / 1000).toFixed(1)} s after npx`,
    );
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(output).toContain(`data in ${join(dataDir, 'cambio.sqlite')}`);
    expect(output).toContain('applied migration 0000_init');
    expect(output).toContain('Lost them? cambio keys --help');

    // The document (inlined in the bundle) and Swagger UI's files (from swagger-ui-dist, a dependency).
    const document = (await (await fetch(`${origin}/openapi.json`)).json()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1\./);
    const swaggerUi = await fetch(`${origin}/docs/swagger-ui-bundle.js`);
    expect([swaggerUi.status, (await swaggerUi.text()).length > 100_000]).toEqual([200, true]);

    const users = await fetch(`${origin}/api/users`, { headers: { 'x-api-key': key ?? '' } });
    expect(users.status).toBe(200);
    expect(((await users.json()) as Array<{ type: string }>).map((user) => user.type)).toEqual(['business']);

    // The sandbox commands against it, as a script runs them: a throwaway broker, its clock, its jobs, gone.
    const remote = ['--url', origin, '--json'];
    const created = await cambio('sandbox', 'create', ...remote, '--key', key ?? '');
    expect(created).toMatchObject({ code: 0 });
    const broker = JSON.parse(created.stdout) as {
      brokerId: string;
      keys: Array<{ role: string; key: string }>;
    };
    const brokerKey = broker.keys.find((each) => each.role === 'createAndModify')?.key ?? '';
    const moved = await cambio('clock', 'advance', '60', ...remote, '--key', brokerKey);
    expect(moved).toMatchObject({ code: 0 });
    expect(JSON.parse(moved.stdout)).toMatchObject({ offsetMs: 60_000, caughtUp: true });
    const jobs = await cambio('jobs', 'run', '--url', origin, '--key', brokerKey);
    expect(jobs).toMatchObject({ code: 0 });
    expect(jobs.stdout).toMatch(/^ran +0\nremaining +0$/m);
    const deleted = await cambio('sandbox', 'delete', broker.brokerId, '--url', origin, '--key', brokerKey);
    expect(deleted).toMatchObject({ code: 0, stdout: `deleted broker ${broker.brokerId}\n` });
    const refused = await cambio('jobs', 'run', '--url', origin, '--key', brokerKey);
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toContain('answered 401 (code 19:');

    // npx ends by the signal too; the server's own last line says how it stopped.
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
    expect(output).toMatch(
      /^cambio stopped \(SIGTERM\) in \d+\.\d s: requests and jobs in flight finished, database closed$/m,
    );

    // The keys command of the package, on the data the server made.
    const listed = await cambio('keys', 'list', '--data-dir', dataDir);
    expect(listed).toMatchObject({ code: 0 });
    const roles = [...listed.stdout.matchAll(/^ {2}key_\S+ +(\S+) +active /gm)].map((line) => line[1]);
    expect(roles.sort()).toEqual(['createAndModify', 'read']);
  });
});
