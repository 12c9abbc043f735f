import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { checkExports, embeddedConsumer, firstQuoteFromDocs, tsconfigFor } from './packed-consumers.ts';
import { commandIn, projectEnv as env, run, startedCambio, stopAll } from './packed-project.ts';

// The server and the client installed from their tarballs (kit/packed-setup.ts), used as the README and the docs
// show them: the packages' files, the `cambio` command, a typed consumer of each compiled with tsc, the client
// booking an order on `cambio start`.
const { workDir, projectDir, sandbox } = inject('packed');
const clientDir = join(import.meta.dirname, '../../client');
const cambio = (...args: string[]) => commandIn(projectDir, ['cambio', ...args]);
const conformance = (...args: string[]) => commandIn(projectDir, ['cambio-conformance', ...args]);
const stops: Array<() => void> = [];
const started = (name: string) => startedCambio(projectDir, join(workDir, name), stops);
afterAll(() => stopAll(stops));

describe('the installed packages', () => {
  it('are built JavaScript depending only on registry packages; the server ships its migrations and declarations', () => {
    const installed = (name: string) => join(projectDir, 'node_modules', '@cambio', name);
    const manifest = (name: string) =>
      JSON.parse(readFileSync(join(installed(name), 'package.json'), 'utf8'));
    const files = (name: string) => readdirSync(installed(name), { recursive: true, encoding: 'utf8' });
    const typescript = (name: string) =>
      files(name)
        .filter((file) => /\.(ts|tsx|mts)$/.test(file))
        .sort();
    for (const name of ['server', 'contract-tests', 'client']) {
      // No workspace package, no TypeScript loader at run time.
      const dependencies = Object.keys(manifest(name).dependencies);
      expect(dependencies.filter((each) => each.startsWith('@cambio/') || each === 'tsx')).toEqual([]);
    }
    expect(manifest('server')).toMatchObject({
      bin: { cambio: './dist/cambio.js' },
      exports: {
        '.': { types: './types/app.d.ts', default: './dist/app.js' },
        './node': { types: './types/node.d.ts', default: './dist/node.js' },
      },
    });
    expect(files('server')).toContain(join('drizzle', 'meta', '_journal.json'));
    expect(typescript('server')).toEqual([join('types', 'app.d.ts'), join('types', 'node.d.ts')]);
    expect(manifest('contract-tests').bin).toEqual({
      'cambio-conformance': './dist/kit/cambio-conformance.js',
    });
    expect(files('contract-tests')).toContain(join('dist', 'tests', 'users-get.test.js'));
    expect(typescript('contract-tests')).toEqual([]);
  });

  it('say their usage with exit 0, and refuse a mistake in the command line in one line with exit 2', async () => {
    for (const [command, usage] of [
      [cambio('--help'), 'usage: cambio <command>'],
      [cambio('keys', '--help'), 'usage: cambio keys <command>'],
      [cambio('start', '--help'), '--data-dir <folder>'],
      [cambio('trigger', '--help'), 'usage: cambio trigger <outcome> <resource id>'],
      [conformance('--help'), 'usage: cambio-conformance --base-url <url> --api-key <key>'],
    ] as const) {
      expect(await command).toMatchObject({ code: 0, stdout: expect.stringContaining(usage) });
    }
    for (const [command, line] of [
      [cambio('serve'), 'cambio: unknown command "serve" (cambio --help shows the usage)'],
      [
        cambio('jobs', 'run'),
        'cambio: --key is needed: an API key of the broker (cambio jobs --help shows the usage)',
      ],
      [
        cambio('start', '--prot', '8080'),
        'cambio: unknown option --prot (cambio start --help shows the usage)',
      ],
      [
        conformance('--base-url', 'http://127.0.0.1:9'),
        'cambio-conformance: --api-key is needed: a key of the server (cambio-conformance --help shows the usage)',
      ],
    ] as const) {
      expect(await command).toMatchObject({ code: 2, stderr: `${line}\n` });
    }
    const unknownPart = await conformance(
      '--base-url',
      sandbox.origin,
      '--api-key',
      sandbox.key,
      '--only',
      'usres',
    );
    expect(unknownPart).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--only usres names no test file'),
    });
  });

  it('cambio start: keys printed, the API, the document and the sandbox commands; stops on SIGTERM', async () => {
    const begun = performance.now();
    const server = await started('start');
    const [, key = ''] = await server.printed(/^ {2}createAndModify +(sk_sandbox_\S+)$/m);
    const health = await fetch(`${server.origin}/api/health`);
    console.log(
      `packed cambio start: first answer ${((performance.now() - begun) / 1000).toFixed(1)} s after npx`,
    );
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    expect(server.output()).toContain(`data in ${join(server.dataDir, 'cambio.sqlite')}`);
    expect(server.output()).toContain('Lost them? cambio keys --help');
    const document = (await (await fetch(`${server.origin}/openapi.json`)).json()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1\./);
    const swaggerUi = await fetch(`${server.origin}/docs/swagger-ui-bundle.js`);
    expect([swaggerUi.status, (await swaggerUi.text()).length > 100_000]).toEqual([200, true]);

    // The sandbox commands, as a script runs them: a throwaway broker, its clock, its jobs, gone.
    const remote = ['--url', server.origin];
    const created = await cambio('sandbox', 'create', ...remote, '--json', '--key', key);
    expect(created).toMatchObject({ code: 0 });
    const broker = JSON.parse(created.stdout) as {
      brokerId: string;
      keys: Array<{ role: string; key: string }>;
    };
    const brokerKey = broker.keys.find((each) => each.role === 'createAndModify')?.key ?? '';
    const moved = await cambio('clock', 'advance', '60', ...remote, '--json', '--key', brokerKey);
    expect(JSON.parse(moved.stdout)).toMatchObject({ offsetMs: 60_000, caughtUp: true });
    expect((await cambio('jobs', 'run', ...remote, '--key', brokerKey)).stdout).toMatch(
      /^ran +0\nremaining +0$/m,
    );
    const deleted = await cambio('sandbox', 'delete', broker.brokerId, ...remote, '--key', brokerKey);
    expect(deleted).toMatchObject({ code: 0, stdout: `deleted broker ${broker.brokerId}\n` });
    const refused = await cambio('jobs', 'run', ...remote, '--key', brokerKey);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('answered 401 (code 19:') });

    server.stop('SIGTERM');
    await server.exited;
    expect(server.output()).toMatch(
      /^cambio stopped \(SIGTERM\) in \d+\.\d s: requests and jobs in flight finished/m,
    );
    const listed = await cambio('keys', 'list', '--data-dir', server.dataDir);
    const roles = [...listed.stdout.matchAll(/^ {2}key_\S+ +(\S+) +active /gm)].map((line) => line[1]);
    expect(roles.sort()).toEqual(['createAndModify', 'read']);
  });

  it('typed consumers as the docs show them compile with tsc; the client books an order, cambio trigger completes it', async () => {
    writeFileSync(join(projectDir, 'first-order.ts'), firstQuoteFromDocs(projectDir, clientDir));
    writeFileSync(join(projectDir, 'embedded.ts'), embeddedConsumer);
    writeFileSync(join(projectDir, 'tsconfig.json'), tsconfigFor(['first-order.ts', 'embedded.ts']));
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const compiled = await run(process.execPath, [tsc, '-p', projectDir], { cwd: projectDir }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout, failed: true }),
    );
    expect(compiled).toEqual({ stdout: '', stderr: '' });
    await checkExports(projectDir, join(workDir, 'embedded-data'));

    const booked = await run(process.execPath, [join('out', 'first-order.js')], {
      cwd: projectDir,
      env: { ...env, CAMBIO_URL: sandbox.origin, CAMBIO_KEY: sandbox.key },
    });
    expect(booked.stdout).toMatch(
      /^quote quo_\S+ \d+(\.\d+)? USDC until \S+\norder ord_\S+ awaitingPayment\n$/,
    );
    const orderId = booked.stdout.match(/^order (ord_\S+)/m)?.[1] ?? '';
    const remote = ['--url', sandbox.origin, '--key', sandbox.key];
    const completed = await cambio('trigger', 'complete', orderId, ...remote);
    expect(completed).toMatchObject({ code: 0, stdout: `order   ${orderId}\nstatus  complete\n` });
    const unreachable = await cambio('trigger', 'refundComplete', orderId, ...remote);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /answered 409 \(code 51: .*`refundComplete` is reached from .*the order is `complete`/,
    );
  });
});
