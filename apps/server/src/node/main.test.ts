import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnMain } from '../testing/test-runtime.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cambio-main-'));
const key = `sk_sandbox_main_${randomBytes(24).toString('base64url')}`;
let server: ChildProcess;
let origin = '';

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

// The entry `npm start` runs (src/node/main.ts), as a process on a free port.
beforeAll(async () => {
  ({ child: server, origin } = await spawnMain(dataDir, key));
});

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Node entry (main.ts)', () => {
  it.each([
    ['a URL past 16 KB', `GET /api/users?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 41],
    [
      'a header past 16 KB',
      `GET /api/users HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      431,
      41,
    ],
    ['a malformed header line', 'GET /api/users HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400, 9],
    ['a malformed request line', 'GET\r\n\r\n', 400, 9],
  ])(
    'answers %s that the HTTP parser refuses with the error body and a request id',
    async (_what, request, status, code) => {
      const answer = parseAnswer(await exchange(origin, request));
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['x-request-id']).toMatch(/^req_[0-9A-Z]{26}$/);
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      const body = JSON.parse(answer.body) as { errors: Array<{ code: number; message: string }> };
      expect(body.errors).toEqual([{ code, message: expect.any(String) }]);
      // The server goes on serving.
      expect((await call('GET', '/api/users')).status).toBe(200);
    },
  );

  it('answers reads and many concurrent writes, each write once, and stops cleanly on SIGTERM', async () => {
    const users = await call('GET', '/api/users');
    expect(users.status).toBe(200);
    const [user] = (await users.json()) as Array<{ id: string }>;
    // More writes at once than the admission lets in: every one is answered, once.
    const addresses = Array.from({ length: 40 }, (_, index) => ({
      userId: user?.id,
      network: 'solana',
      address: `${'1'.repeat(31)}${'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'[index]}`,
    }));
    const created = await Promise.all(addresses.map((address) => call('POST', '/api/addresses', address)));
    expect(created.map((response) => response.status)).toEqual(addresses.map(() => 201));
    const ids = await Promise.all(
      created.map(async (response) => ((await response.json()) as { id: string }).id),
    );
    expect(new Set(ids).size).toBe(40);

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

/** Sends raw bytes on a new connection; resolves with everything the server sent until it closed it. */
function exchange(to: string, request: string): Promise<string> {
  const { hostname, port } = new URL(to);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

function parseAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Until `what` is printed or the process exits, however long a loaded machine takes to start it. */
async function untilPrinted(run: ReturnType<typeof startMain>, what: string | RegExp): Promise<void> {
  const seen = () =>
    typeof what === 'string' ? run.output.stdout.includes(what) : what.test(run.output.stdout);
  while (!seen() && run.child.exitCode === null) await sleep(20);
}

/** main.ts as `npm start` runs it, with `env` over the test's own; its output so far, and its exit. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: { ...process.env, HOST: '127.0.0.1', CAMBIO_LOG_LEVEL: 'warn', CAMBIO_BOOTSTRAP_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output, exited };
}

describe('starting and stopping (main.ts)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cambio-start-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('on a busy port: one line naming PORT and the port, exit 1, nothing created; then a start prints the keys', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busyPort = (blocker.address() as AddressInfo).port;
    const fresh = join(scratch, 'busy');
    const refused = startMain({ PORT: String(busyPort), CAMBIO_DATA_DIR: fresh });
    expect(await refused.exited).toBe(1);
    blocker.close();
    const said = refused.output.stderr.trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toContain(`PORT=${busyPort}`);
    expect(said).toContain('already in use');
    expect(existsSync(fresh)).toBe(false);

    const started = startMain({ PORT: '0', CAMBIO_DATA_DIR: fresh });
    await untilPrinted(started, 'Try: curl');
    expect(started.output.stdout.match(/^ {2}(read|createAndModify) +sk_sandbox_\S+$/gm)).toHaveLength(2);
    started.child.kill('SIGINT');
    expect(await started.exited).toBe(0);
    expect(started.output.stdout.trim().split('\n').at(-1)).toMatch(/^cambio stopped \(SIGINT\) in [\d.]+ s/);
  });

  it('prints each migration it applies, one line each, and none when the database is up to date', async () => {
    const journal = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const dir = join(scratch, 'migrations');
    const printed = async () => {
      const run = startMain({ PORT: '0', CAMBIO_DATA_DIR: dir });
      await untilPrinted(run, /API reference/);
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
      return [...run.output.stdout.matchAll(/^ {2}applied migration (\S+)$/gm)].map((match) => match[1]);
    };
    expect(await printed()).toEqual(journal.entries.map((entry) => entry.tag));
    expect(await printed()).toEqual([]);
  });

  it('refuses a configuration with the reason and no stack trace, creating nothing', async () => {
    const fresh = join(scratch, 'config');
    const refused = startMain({ PORT: '0', CAMBIO_DATA_DIR: fresh, CAMBIO_MODE: 'staging' });
    expect(await refused.exited).toBe(1);
    expect(refused.output.stderr).toMatch(
      /^cambio: Invalid configuration:\n {2}CAMBIO_MODE: .*"sandbox"\|"production"/,
    );
    expect(refused.output.stderr).not.toMatch(/\.ts:\d+|node:internal/);
    expect(existsSync(fresh)).toBe(false);
  });

  it('refused through `npm start` at the root as the README runs it: the reason is the last thing printed', async () => {
    const env = { ...process.env, CAMBIO_MODE: 'staging', CAMBIO_DATA_DIR: join(scratch, 'npm-start') };
    const cwd = join(import.meta.dirname, '../../../..');
    const refused = await promisify(execFile)('npm', ['start'], { cwd, env }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trimEnd().split('\n').at(-1)).toMatch(/^ {2}CAMBIO_MODE: .*"sandbox"/);
    expect(refused.stdout + refused.stderr).not.toMatch(/npm error|turbo|Spectral/i);
  });

  it('refuses a bad PORT as any other setting; on HOST=:: prints a URL that works, in brackets', async () => {
    const refused = startMain({ PORT: 'eighty', CAMBIO_DATA_DIR: join(scratch, 'port') });
    expect(await refused.exited).toBe(1);
    expect(refused.output.stderr).toMatch(/^cambio: Invalid configuration:\n {2}PORT: .*expected number/);
    expect(existsSync(join(scratch, 'port'))).toBe(false);
    const running = startMain({ PORT: '0', HOST: '::', CAMBIO_DATA_DIR: join(scratch, 'ipv6') });
    await untilPrinted(running, /server on http:\/\/\S+/);
    const at = running.output.stdout.match(/server on (http:\/\/\S+)/)?.[1] ?? '';
    expect(at).toMatch(/^http:\/\/\[::\]:\d+$/);
    expect((await fetch(`${at}/api/health`)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  });

  it('on SIGTERM: no new connection, a request in flight is answered, then one line and exit 0', async () => {
    const running = startMain({
      PORT: '0',
      CAMBIO_DATA_DIR: join(scratch, 'stop'),
      CAMBIO_BOOTSTRAP_KEY: key,
    });
    await untilPrinted(running, /server on http:\/\/\S+/);
    const at = running.output.stdout.match(/server on (http:\/\/\S+)/)?.[1] ?? '';
    const { hostname, port } = new URL(at);
    const users = await fetch(`${at}/api/users`, { headers: { 'x-api-key': key } });
    const [user] = (await users.json()) as Array<{ id: string }>;
    // A booking-sized write whose body is still arriving when the signal comes.
    const body = JSON.stringify({ userId: user?.id, network: 'solana', address: `${'1'.repeat(31)}A` });
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/addresses HTTP/1.1\r\nHost: ${hostname}\r\nx-api-key: ${key}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(running.child.exitCode).toBeNull();
    await expect(fetch(`${at}/api/users`, { headers: { 'x-api-key': key } })).rejects.toThrow();
    socket.write(body.slice(10));
    await closed;
    expect(parseAnswer(answer).status).toBe(201);
    expect(await running.exited).toBe(0);
    const last = running.output.stdout.trim().split('\n').at(-1);
    expect(last).toMatch(
      /^cambio stopped \(SIGTERM\) in [\d.]+ s: requests and jobs in flight finished, database closed$/,
    );
  });
});
