import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cambioIn,
  projectEnv as env,
  installProject,
  pack,
  run,
  startCambio,
} from '../testing/packed-project.ts';

// The server and the client as someone without a clone gets them: `npm pack` (the server's prepack bundles
// dist/, the client's compiles it and writes its README), both tarballs installed into one empty project in a
// temporary folder (its own node_modules, nothing hoisted from here), the `cambio` command run there with
// `npx` as the README shows, and a consumer's scripts as docs/client.md shows them.
const serverDir = join(import.meta.dirname, '../..');
const clientDir = join(serverDir, '../../packages/client');
const workDir = mkdtempSync(join(tmpdir(), 'cambio-packed-server-'));
const projectDir = join(workDir, 'project');
const dataDir = join(workDir, 'data');
const stops: Array<() => void> = [];
const cambio = (...args: string[]) => cambioIn(projectDir, ...args);
const typesNode = createRequire(import.meta.url)('@types/node/package.json').version as string;

beforeAll(async () => {
  const tarballs = [
    await pack(serverDir, join(workDir, 'server')),
    await pack(clientDir, join(workDir, 'client')),
  ];
  // @types/node for the typed consumer script, as docs/client.md says (the version this workspace uses).
  await installProject(projectDir, [...tarballs, `@types/node@${typesNode}`]);
  // Twenty minutes, not the config's ten: a compile of better-sqlite3 on a loaded two-core machine fits.
}, 1_200_000);

afterAll(() => {
  // A server left by a failed test: its whole group, which may have ended already (ESRCH).
  for (const stop of stops) {
    try {
      stop();
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
    // TypeScript only as the declarations of the exports.
    expect(files.filter((file) => /\.(ts|tsx|mts)$/.test(file)).sort()).toEqual([
      join('types', 'app.d.ts'),
      join('types', 'node.d.ts'),
    ]);
    // The exports point at built modules of the package, not at the workspace's source.
    expect(manifest.exports).toMatchObject({
      '.': { default: './dist/app.js' },
      './node': { default: './dist/node.js' },
    });
  });

  it('exports createApp and createNodeRuntime: a consumer imports them and serves the API in its own process', async () => {
    const script = `
import { createApp } from '@cambio/server';
import { createNodeRuntime } from '@cambio/server/node';

const runtime = await createNodeRuntime({ dataDir: process.env.DATA_DIR, env: { CAMBIO_LOG_LEVEL: 'silent' } });
const key = runtime.bootstrap.keys.find((each) => each.role === 'read').key;
const users = await runtime.app.request('/api/users', { headers: { 'x-api-key': key } });
console.log(JSON.stringify({ createApp: typeof createApp, status: users.status }));
runtime.store.close();
`;
    writeFileSync(join(projectDir, 'embedded.mjs'), script);
    const { stdout } = await run(process.execPath, ['embedded.mjs'], {
      cwd: projectDir,
      env: { ...env, DATA_DIR: join(workDir, 'embedded-data') },
    });
    expect(JSON.parse(stdout)).toEqual({ createApp: 'function', status: 200 });
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
    const triggerHelp = await cambio('trigger', '--help');
    expect(triggerHelp.code).toBe(0);
    expect(triggerHelp.stdout).toContain('usage: cambio trigger <outcome> <resource id>');

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
    const notAnId = await cambio('trigger', 'complete', 'quo_1', '--key', 'sk_sandbox_x');
    expect(notAnId.code).toBe(2);
    expect(notAnId.stderr).toContain('"quo_1" is not an order (ord_…)');
    const wrongOption = await cambio('start', '--prot', '8080');
    expect(wrongOption.code).toBe(2);
    expect(wrongOption.stderr.trim()).toBe(
      'cambio: unknown option --prot (cambio start --help shows the usage)',
    );
  });

  it('starts with npx on the embedded database, prints its keys, answers the API and the sandbox commands, stops on SIGTERM', async () => {
    const started = performance.now();
    const server = startCambio(projectDir, ['--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir]);
    stops.push(() => server.stop('SIGKILL'));
    const { printed, exited } = server;
    const [, key] = await printed(/^ {2}createAndModify +(sk_sandbox_\S+)$/m);
    const [, origin] = (await printed(/server on (http:\/\/\S+)/)) as [string, string];
    const health = await fetch(`${origin}/api/health`);
    console.log(
      `packed cambio start: first answer ${((performance.now() - started) / 1000).toFixed(1)} s after npx`,
    );
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const output = server.output;
    expect(output()).toContain(`data in ${join(dataDir, 'cambio.sqlite')}`);
    expect(output()).toContain('applied migration 0000_init');
    expect(output()).toContain('Lost them? cambio keys --help');

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
    server.stop('SIGTERM');
    await exited;
    expect(output()).toMatch(
      /^cambio stopped \(SIGTERM\) in \d+\.\d s: requests and jobs in flight finished, database closed$/m,
    );

    // The keys command of the package, on the data the server made.
    const listed = await cambio('keys', 'list', '--data-dir', dataDir);
    expect(listed).toMatchObject({ code: 0 });
    const roles = [...listed.stdout.matchAll(/^ {2}key_\S+ +(\S+) +active /gm)].map((line) => line[1]);
    expect(roles.sort()).toEqual(['createAndModify', 'read']);
  });

  it("runs the client's typed first quote, as its README and docs/client.md show it, against cambio start; cambio trigger completes the order", async () => {
    // The README names the version of the document its types come from, and shows the docs' block as written.
    const readme = readFileSync(join(projectDir, 'node_modules', '@cambio', 'client', 'README.md'), 'utf8');
    const documentFile = join(clientDir, '../contract/generated/openapi.json');
    const { version } = JSON.parse(readFileSync(documentFile, 'utf8')).info as { version: string };
    expect(readme).toContain(`Generated from version **${version}** of the cambio API document`);
    const docs = readFileSync(join(clientDir, '../../docs/client.md'), 'utf8');
    const firstQuote = readme.match(/```ts\n([\s\S]*?)\n```/)?.[1] ?? '';
    expect(docs).toContain(`<!-- first-quote -->\n\`\`\`ts\n${firstQuote}\n\`\`\``);

    // tsc, as a Node project compiles it: strict, the shipped declarations checked too (skipLibCheck off).
    writeFileSync(join(projectDir, 'first-order.ts'), firstQuote);
    // The server's exports from TypeScript: their declarations ship with the package (types/*.d.ts).
    const embedded = `import { createApp } from '@cambio/server';
import { type CambioApp, createNodeRuntime } from '@cambio/server/node';

const runtime = await createNodeRuntime({ dataDir: process.env.DATA_DIR ?? 'data' });
const app: CambioApp = createApp(runtime.deps);
const health = await app.request('/api/health');
console.log(health.status, runtime.bootstrap?.keys[1].role);
// @ts-expect-error: the data folder is required
await createNodeRuntime({});
runtime.store.close();
`;
    writeFileSync(join(projectDir, 'embedded-typed.ts'), embedded);
    const compilerOptions = {
      module: 'nodenext',
      target: 'es2022',
      types: ['node'],
      strict: true,
      outDir: 'out',
    };
    writeFileSync(
      join(projectDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...compilerOptions, skipLibCheck: false },
        files: ['first-order.ts', 'embedded-typed.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const compiled = await run(process.execPath, [tsc, '-p', projectDir], { cwd: projectDir }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout, failed: true }),
    );
    expect(compiled).toEqual({ stdout: '', stderr: '' });

    const server = startCambio(projectDir, [
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--data-dir',
      join(workDir, 'data-2'),
    ]);
    stops.push(() => server.stop('SIGKILL'));
    const [, key = ''] = await server.printed(/^ {2}createAndModify +(sk_sandbox_\S+)$/m);
    const [, origin = ''] = await server.printed(/server on (http:\/\/\S+)/);
    const { stdout } = await run(process.execPath, [join('out', 'first-order.js')], {
      cwd: projectDir,
      env: { ...env, CAMBIO_URL: origin, CAMBIO_KEY: key },
    });
    expect(stdout).toMatch(/^quote quo_\S+ \d+(\.\d+)? USDC until \S+\norder ord_\S+ awaitingPayment\n$/);
    const orderId = stdout.match(/^order (ord_\S+)/m)?.[1] ?? '';

    const remote = ['--url', origin, '--key', key];
    const completed = await cambio('trigger', 'complete', orderId, ...remote);
    expect(completed).toMatchObject({ code: 0, stdout: `order   ${orderId}\nstatus  complete\n` });
    const unreachable = await cambio('trigger', 'refundComplete', orderId, ...remote);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /answered 409 \(code 51: .*`refundComplete` is reached from .*the order is `complete`/,
    );

    server.stop('SIGTERM');
    await server.exited;
  });
});
