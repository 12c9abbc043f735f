import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnMain } from '../../../apps/server/src/testing/test-runtime.ts';

// The client as someone outside this repository gets it: `npm pack` (its prepack builds dist/ with tsc), the
// tarball installed into an empty project in a temporary folder, used there by plain `node` against a real
// server process, and by `tsc` with the project's own settings.
const run = promisify(execFile);
const clientDir = join(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const workDir = mkdtempSync(join(tmpdir(), 'cambio-packed-client-'));
const projectDir = join(workDir, 'project');
const dataDir = join(workDir, 'data');
const key = `sk_sandbox_packed_${randomBytes(24).toString('base64url')}`;
let server: ChildProcess | undefined;
let origin = '';

// npm gives the script that runs this test variables that tie a child npm to this repository (its local
// prefix, workspace, package); the temporary project must be a project of its own.
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !/^(npm_config_(local_prefix|workspaces?|include_workspace_root)|npm_package_|npm_lifecycle_)/i.test(
        name,
      ),
  ),
);

beforeAll(async () => {
  await run('npm', ['pack', '--pack-destination', workDir, '--silent'], { cwd: clientDir, env: npmEnv });
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack left no tarball in ${workDir}`);

  mkdirSync(projectDir);
  writeFileSync(
    join(projectDir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run('npm', ['install', join(workDir, tarball), '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: projectDir,
    env: npmEnv,
  });
  ({ child: server, origin } = await spawnMain(dataDir, key));
});

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

describe('the packed client, installed from its tarball', () => {
  it('ships built JavaScript and declarations, and depends on nothing of this repository', () => {
    const installed = join(projectDir, 'node_modules', '@cambio', 'client');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
    const files = readdirSync(installed, { recursive: true, encoding: 'utf8' });
    expect(files).toContain(join('dist', 'client', 'src', 'index.js'));
    expect(files).toContain(join('dist', 'contract', 'generated', 'types.gen.d.ts'));
    // No TypeScript source: plain node refuses .ts files in node_modules.
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
  });

  it('runs under plain node, imported by its package name, against a real server', async () => {
    const script = `
import { createHmac } from 'node:crypto';
import { createCambioClient, isError, verifyWebhook } from '@cambio/client';

const baseUrl = process.env.CAMBIO_URL;
const cambio = createCambioClient({ baseUrl, apiKey: process.env.CAMBIO_KEY });
const { data: users, response } = await cambio.GET('/api/users');
const denied = await createCambioClient({ baseUrl, apiKey: 'sk_sandbox_unknown' }).GET('/api/users');

const secret = Buffer.from('a secret of thirty-two bytes !!!');
const body = JSON.stringify({ id: 'evt_1', event: 'webhook.ping' });
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = createHmac('sha256', secret).update('msg_1.' + timestamp + '.' + body).digest('base64');
const event = await verifyWebhook(body, {
  'webhook-id': 'msg_1',
  'webhook-timestamp': timestamp,
  'webhook-signature': 'v1,' + signature,
}, 'whsec_' + secret.toString('base64'));

console.log(JSON.stringify({
  status: response.status,
  userTypes: users.map((user) => user.type),
  deniedStatus: denied.response.status,
  notAuthorized: isError(denied.error, denied.response.status, 'notAuthorized'),
  event: event.event,
}));
`;
    writeFileSync(join(projectDir, 'call.mjs'), script);
    const { stdout } = await run(process.execPath, ['call.mjs'], {
      cwd: projectDir,
      env: { ...process.env, CAMBIO_URL: origin, CAMBIO_KEY: key },
    });
    expect(JSON.parse(stdout)).toEqual({
      status: 200,
      userTypes: ['business'],
      deniedStatus: 401,
      notAuthorized: true,
      event: 'webhook.ping',
    });
  });

  it("runs docs/webhooks.md's receiver, copied into the project, under plain node: it passes the receiver check", async () => {
    copyFileSync(
      join(clientDir, '../../docs/examples/webhook-receiver.mjs'),
      join(projectDir, 'receiver.mjs'),
    );
    const secretFile = join(projectDir, 'webhook-secret');
    const receiver = spawn(process.execPath, ['receiver.mjs', secretFile], {
      cwd: projectDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let printed = '';
        receiver.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          const listening = printed.match(/listening on (\S+)/);
          if (listening?.[1]) resolve(listening[1]);
        });
        receiver.once('exit', (code) => reject(new Error(`the receiver exited with ${code}`)));
      });
      const call = (path: string, body?: object) =>
        fetch(`${origin}${path}`, {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          body: body && JSON.stringify(body),
        }).then((response) => response.json());
      const hook = await call('/api/webhooks', { type: 'orders', url, retryOnFailure: true });
      writeFileSync(secretFile, hook.secret);
      const report = await call(`/api/sandbox/webhooks/${hook.id}/receiver-checks`);
      expect(report.cases.filter((entry: { correct: boolean }) => !entry.correct)).toEqual([]);
      expect(report.passed).toBe(true);
    } finally {
      receiver.kill();
    }
  });

  it("gives TypeScript the document's types: a correct use compiles, a wrong one does not", async () => {
    const use = (userType: string) => `
import { type components, createCambioClient, errorCatalogue } from '@cambio/client';

const cambio = createCambioClient({ baseUrl: 'http://127.0.0.1:8787', apiKey: 'sk_sandbox_example' });
const { data } = await cambio.GET('/api/users', { params: { query: { type: 'business' } } });
const type: ${userType} | undefined = data?.[0]?.type;
const code: number = errorCatalogue.notAuthorized.code;
const user: components['schemas']['User'] | undefined = data?.[0];
console.log(type, code, user?.email);
`;
    // Both files in one program (one tsc run): the only difference is the user type each expects.
    writeFileSync(join(projectDir, 'right.ts'), use("'business' | 'individual'"));
    writeFileSync(join(projectDir, 'wrong.ts'), use("'person'"));
    // The settings of a plain Node project; skipLibCheck off, so the shipped declarations are checked too.
    writeFileSync(
      join(projectDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          target: 'es2022',
          lib: ['es2022', 'dom'],
          types: [],
          strict: true,
          skipLibCheck: false,
          noEmit: true,
        },
        files: ['right.ts', 'wrong.ts'],
      }),
    );

    const failed = await run(process.execPath, [tsc, '-p', projectDir], { cwd: projectDir }).then(
      () => undefined,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failed?.code).toBe(2);
    const errors = String(failed?.stdout).match(/^\S+\(\d+,\d+\): error TS\d+: .*$/gm);
    expect(errors).toEqual([
      `wrong.ts(6,7): error TS2322: Type '"business" | "individual" | undefined' is not assignable to type '"person" | undefined'.`,
    ]);
  });
});
