import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { createNodeRuntime } from '@cambio/server/node';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDefectProxy } from './defect-proxy.ts';

// The kit as someone without a clone gets it: `npm pack` (its prepack builds dist/), the tarball installed into
// an empty project in a temporary folder (its own node_modules, nothing hoisted from here), and the
// `cambio-conformance` command run there with npx against a running cambio server, then against the same
// server behind a proxy that breaks one documented thing. The passing run takes a few parts (--only), not
// the whole suite: the whole suite over HTTP takes minutes, and the repository runs it on every target anyway.
const run = promisify(execFile);
const packageDir = join(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'cambio-packed-kit-'));
const projectDir = join(workDir, 'project');
const dataDir = join(workDir, 'data');

// npm gives the script that runs this test variables that tie a child npm to this repository; the temporary
// project must be a project of its own. No CONTRACT_* setting of this shell either.
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !/^(npm_config_(local_prefix|workspaces?|include_workspace_root)|npm_package_|npm_lifecycle_|CONTRACT_)/i.test(
        name,
      ),
  ),
);

type Outcome = { code: number; stdout: string; stderr: string };

/** `npx cambio-conformance …` in the project: its exit code and output without colours, passed or not. */
async function conformance(...args: string[]): Promise<Outcome> {
  const options = { cwd: projectDir, env, maxBuffer: 64 * 1024 * 1024 };
  let outcome: Outcome;
  try {
    outcome = { code: 0, ...(await run('npx', ['--no-install', 'cambio-conformance', ...args], options)) };
  } catch (error) {
    outcome = error as Outcome;
  }
  const { code, stdout, stderr } = outcome;
  return { code, stdout: stripVTControlCharacters(stdout), stderr: stripVTControlCharacters(stderr) };
}

mkdirSync(dataDir);
const runtime = await createNodeRuntime({ dataDir, env: { CAMBIO_LOG_LEVEL: 'silent' } });
const apiKey = runtime.bootstrap?.keys.find((key) => key.role === 'createAndModify')?.key ?? '';
const server = await new Promise<{ url: string; close(): void }>((resolve) => {
  const listening = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    resolve({ url: `http://127.0.0.1:${info.port}`, close: () => listening.close() }),
  );
});

beforeAll(async () => {
  await run('npm', ['pack', '--pack-destination', workDir, '--silent'], { cwd: packageDir, env });
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack left no tarball in ${workDir}`);
  mkdirSync(projectDir);
  writeFileSync(join(projectDir, 'package.json'), JSON.stringify({ name: 'checks', private: true }));
  await run('npm', ['install', join(workDir, tarball), '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: projectDir,
    env,
  });
}, 1_200_000);

afterAll(() => {
  server.close();
  runtime.store.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the packed conformance kit, installed from its tarball', () => {
  it('ships built JavaScript and depends only on registry packages', () => {
    const installed = join(projectDir, 'node_modules', '@cambio', 'contract-tests');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ 'cambio-conformance': './dist/kit/cambio-conformance.js' });
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@cambio/'))).toEqual([]);
    const files = readdirSync(installed, { recursive: true, encoding: 'utf8' });
    expect(files).toContain(join('dist', 'tests', 'users-get.test.js'));
    expect(files.filter((file) => /\.(ts|tsx|mts)$/.test(file))).toEqual([]);
  });

  it('says its usage with exit 0, and refuses a mistake in the command line in one line with exit 2', async () => {
    const help = await conformance('--help');
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toContain('usage: cambio-conformance --base-url <url> --api-key <key>');
    const noKey = await conformance('--base-url', server.url);
    expect(noKey).toMatchObject({ code: 2 });
    expect(noKey.stderr.trim()).toBe(
      'cambio-conformance: --api-key is needed: a key of the server (cambio-conformance --help shows the usage)',
    );
    const unknownPart = await conformance('--base-url', server.url, '--api-key', apiKey, '--only', 'usres');
    expect(unknownPart).toMatchObject({ code: 2 });
    expect(unknownPart.stderr).toContain('--only usres names no test file');
  });

  it('passes against a cambio server, prints the summary per operation and status, and writes JUnit', async () => {
    const report = join(workDir, 'report.xml');
    const parts = 'users-get,users-create,webhook-deliveries';
    const passed = await conformance(
      ...['--base-url', server.url, '--api-key', apiKey, '--only', parts, '--reporter', 'junit'],
      ...['--output', report],
    );
    expect(passed.code, passed.stdout + passed.stderr).toBe(0);
    // The row of an operation: its exercised statuses, none against the document.
    expect(passed.stdout).toMatch(/^getUser +GET \/api\/users\/\{id\} +200 401 404 +- /m);
    expect(passed.stdout).toMatch(/^createWebhook +POST \/api\/webhooks +201\b/m);
    const xml = readFileSync(report, 'utf8');
    expect(xml).toMatch(/<testsuites name="vitest tests" tests="\d+" failures="0" errors="0"/);
    // The deliveries reached the kit's receiver: none of their tests skipped.
    expect(xml).toMatch(
      /<testsuite name="tests\/webhook-deliveries\.test\.js"[^>]* failures="0" errors="0" skipped="0"/,
    );
  });

  it('fails against a server that leaves a required field out of one operation, and names the operation', async () => {
    const withoutEmail = await startDefectProxy(server.url, ({ method, path }, answer) => {
      if (method !== 'GET' || !/^\/api\/users\/usr_[^/?]+$/.test(path) || answer.status !== 200) return;
      const { email: _left, ...user } = JSON.parse(answer.body);
      return { ...answer, body: JSON.stringify(user) };
    });
    try {
      const failed = await conformance(
        '--base-url',
        withoutEmail.url,
        '--api-key',
        apiKey,
        '--only',
        'users-get',
      );
      expect(failed.code).toBe(1);
      // The failed test says which operation broke which rule; the summary marks its row.
      expect(failed.stderr).toContain('getUser (GET /api/users/{id}) answered 200 against the document');
      expect(failed.stderr).toContain("must have required property 'email'");
      expect(failed.stdout).toMatch(/^getUser +GET \/api\/users\/\{id\} +200 .*FAILED 200/m);
    } finally {
      await withoutEmail.close();
    }
  });

  it('runs what it can against a server without the sandbox operations, and lists the skipped checks with why', async () => {
    const noSandbox = await startDefectProxy(server.url, ({ path }, answer) =>
      path.startsWith('/api/sandbox/')
        ? { ...answer, status: 404, body: '{"errors":[{"code":13,"message":"Not found"}]}' }
        : undefined,
    );
    try {
      const report = join(workDir, 'no-sandbox.xml');
      const partial = await conformance(
        ...['--base-url', noSandbox.url, '--api-key', apiKey, '--only', 'health,users-get'],
        ...['--reporter', 'junit', '--output', report],
      );
      expect(partial.code, partial.stdout + partial.stderr).toBe(0);
      expect(partial.stdout).toContain(
        `No sandbox operations on ${noSandbox.url} (GET /api/sandbox/clock answered 404): the checks that need them are skipped`,
      );
      expect(partial.stdout).toMatch(/^getHealth +GET \/api\/health +200\b/m);
      expect(partial.stdout).toContain(
        'Skipped (1): needs a throwaway broker of its own (POST /api/sandbox/brokers), which the server lacks\n  tests/users-get.test.js\n',
      );
      const xml = readFileSync(report, 'utf8');
      expect(xml).toMatch(
        /<testsuite name="tests\/health\.test\.js"[^>]* failures="0" errors="0" skipped="0"/,
      );
      expect(xml).toMatch(
        /<testsuite name="tests\/users-get\.test\.js"[^>]* tests="1" failures="0" errors="0" skipped="1"/,
      );
    } finally {
      await noSandbox.close();
    }
  });
});
