import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startPriceFeed } from '../src/targets/production-settings.ts';
import { startDefectProxy } from './defect-proxy.ts';
import { keysInit, productionSettings } from './packed-consumers.ts';
import { commandIn, startedCambio, stopAll } from './packed-project.ts';

// `cambio-conformance` installed from its tarball beside the server (kit/packed-setup.ts), run as
// docs/conformance.md shows it: against `cambio start` (passes), against it behind a proxy with a deliberate
// defect (fails, naming it), and against servers without the sandbox operations (skips, each with why).
const { workDir, projectDir, sandbox } = inject('packed');
const conformance = (...args: string[]) => commandIn(projectDir, ['cambio-conformance', ...args]);
const stops: Array<() => void> = [];
afterAll(() => stopAll(stops));

describe('cambio-conformance, installed beside the server', () => {
  it('passes against cambio start, prints the summary per operation and status, and writes JUnit', async () => {
    const report = join(workDir, 'report.xml');
    const passed = await conformance(
      ...['--base-url', sandbox.origin, '--api-key', sandbox.key, '--reporter', 'junit', '--output', report],
      ...['--only', 'users-get,users-create,webhook-deliveries'],
    );
    expect(passed.code, passed.stdout + passed.stderr).toBe(0);
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
    const withoutEmail = await startDefectProxy(sandbox.origin, ({ method, path }, answer) => {
      if (method !== 'GET' || !/^\/api\/users\/usr_[^/?]+$/.test(path) || answer.status !== 200) return;
      const { email: _left, ...user } = JSON.parse(answer.body);
      return { ...answer, body: JSON.stringify(user) };
    });
    try {
      const failed = await conformance(
        '--base-url',
        withoutEmail.url,
        '--api-key',
        sandbox.key,
        '--only',
        'users-get',
      );
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('getUser (GET /api/users/{id}) answered 200 against the document');
      expect(failed.stderr).toContain("must have required property 'email'");
      expect(failed.stdout).toMatch(/^getUser +GET \/api\/users\/\{id\} +200 .*FAILED 200/m);
    } finally {
      await withoutEmail.close();
    }
  });

  it('against a server without /api/sandbox/*, runs what it can and reports each skipped check with why', async () => {
    const noSandbox = await startDefectProxy(sandbox.origin, ({ path }, answer) =>
      path.startsWith('/api/sandbox/')
        ? { ...answer, status: 404, body: '{"errors":[{"code":13,"message":"Not found"}]}' }
        : undefined,
    );
    try {
      const report = join(workDir, 'no-sandbox.xml');
      const partial = await conformance(
        ...['--base-url', noSandbox.url, '--api-key', sandbox.key, '--only', 'health,users-get'],
        ...['--reporter', 'junit', '--output', report],
      );
      expect(partial.code, partial.stdout + partial.stderr).toBe(0);
      expect(partial.stdout).toContain(
        `No sandbox operations on ${noSandbox.url} (GET /api/sandbox/clock answered 404)`,
      );
      expect(partial.stdout).toMatch(/^getHealth +GET \/api\/health +200\b/m);
      expect(partial.stdout).toContain(
        'Skipped (1): needs a throwaway broker of its own (POST /api/sandbox/brokers), which the server lacks\n  tests/users-get.test.js\n',
      );
      const xml = readFileSync(report, 'utf8');
      expect(xml).toMatch(
        /<testsuite name="tests\/users-get\.test\.js"[^>]* tests="1" failures="0" errors="0" skipped="1"/,
      );
    } finally {
      await noSandbox.close();
    }
  });

  it('against a production-mode cambio start, passes what it can with exit 0 and lists what it skipped', async () => {
    const feed = await startPriceFeed();
    try {
      const production = productionSettings(feed.url);
      const liveKey = await keysInit(projectDir, join(workDir, 'production'), production);
      const server = await startedCambio(projectDir, join(workDir, 'production'), stops, production);
      const whole = await conformance('--base-url', server.origin, '--api-key', liveKey);
      expect(whole.code, whole.stdout + whole.stderr).toBe(0);
      expect(whole.stdout).toMatch(/^getHealth +GET \/api\/health +200\b/m);
      expect(whole.stdout).toMatch(/^ +Tests +\d+ passed \| \d+ skipped/m);
      expect(whole.stdout).toMatch(
        /^Skipped \(\d+\): needs a throwaway broker of its own .*\n {2}tests\/addresses\.test\.js$/m,
      );
    } finally {
      await feed.close();
    }
  });
});
