import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The shell blocks marked `<!-- readme-test: … -->` in the README and its sequels in docs/, run as written (bash,
// curl, jq) against the server `npm start` runs (main.ts) on a fresh data directory, with the key it printed
// at its first start, twice in a row on the same data, as someone following the README would. Only the origin
// changes: the test's server listens on a free port instead of 8787.
const root = join(import.meta.dirname, '../../../..');
const documents = ['README.md', 'docs/sandbox.md', 'docs/export.md', 'docs/webhooks.md'].map((path) =>
  readFileSync(join(root, path), 'utf8'),
);

/** The marked shell blocks by name, in the order they appear. */
function markedBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of documents
    .join('\n')
    .matchAll(/<!-- readme-test: ([\w-]+) -->\n```sh\n([\s\S]*?)```/g)) {
    blocks.set(match[1] ?? '', match[2] ?? '');
  }
  return blocks;
}

let server: ChildProcess;
let origin = '';
let key = '';
let printed = '';
const dataDir = mkdtempSync(join(tmpdir(), 'cambio-readme-'));
// The folder the blocks run in: a clone's root as its reader has it (its docs, its installed packages) and
// nothing else, so that what a block keeps there (docs/webhooks.md's cambio-receiver/) starts fresh and stays
// out of this clone.
const cloneDir = mkdtempSync(join(tmpdir(), 'cambio-readme-clone-'));
for (const name of ['docs', 'node_modules']) symlinkSync(join(root, name), join(cloneDir, name));

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      CAMBIO_MODE: 'sandbox',
      CAMBIO_DATA_DIR: dataDir,
      CAMBIO_BOOTSTRAP_KEY: '',
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const listening = printed.match(/server on (http:\/\/\S+)/);
      const writeKey = printed.match(/createAndModify\s+(sk_sandbox_\S+)/);
      if (listening?.[1] && writeKey?.[1]) {
        origin = listening[1];
        key = writeKey[1];
        resolve();
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${printed}`)));
  });
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cloneDir, { recursive: true, force: true });
});

/** The blocks as one bash script, with the printed key and the test server's origin. */
function script(names: string[]): string {
  const blocks = markedBlocks();
  const text = names.map((name) => {
    const block = blocks.get(name);
    if (block === undefined)
      throw new Error(`no document of the README test has a block marked readme-test: ${name}`);
    return block;
  });
  return text
    .join('\n')
    .replace(/^KEY=sk_sandbox_\.\.\..*$/m, `KEY=${key}`)
    .replaceAll('http://127.0.0.1:8787', origin);
}

/** Runs them in bash until they end, however long a loaded machine takes (the test's timeout bounds a hang). */
async function run(names: string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)('bash', ['-e', '-o', 'pipefail', '-c', script(names)], {
    cwd: cloneDir,
  });
  return stdout.trim().split('\n');
}

describe('the README, as written', () => {
  it('prints the keys at first start, with the origin the blocks call', () => {
    expect(key).toMatch(/^sk_sandbox_[A-Za-z0-9_-]{43}$/);
    expect(printed).toMatch(/read\s+sk_sandbox_/);
  });

  it('runs the try-it block and the money path twice in a row: a new user once, then a taken e-mail; each order complete', async () => {
    for (const round of [1, 2]) {
      const lines = await run(['try-it', 'money-path']);
      const created = lines.find((line) => line.startsWith('{"userId"') || line.startsWith('{"errors"'));
      if (round === 1) expect(created).toMatch(/^\{"userId":"usr_/);
      else expect(JSON.parse(created ?? '{}').errors?.[0]?.code).toBe(35);
      // The list without a filter: the key's caller user, the same in both rounds.
      expect(lines[0]).toMatch(/^"[^"\s]+@[^"\s]+"$/);
      const spot = JSON.parse(lines.find((line) => line.includes('serviceMarketPrice')) ?? '{}');
      expect(Number(spot.serviceMarketPrice)).toBeGreaterThan(0);
      expect(lines).toContain('"OK"');
      const moved = JSON.parse(lines.find((line) => line.startsWith('{"ran"')) ?? '{}');
      expect(moved.caughtUp).toBe(true);
      expect(moved.ran).toBeGreaterThanOrEqual(5);
      expect(lines.at(-1), `round ${round}`).toBe('"complete"');
    }
  });

  it('completes a sale to a bank account and a swap, after the money path, twice in a row', async () => {
    for (const round of [1, 2]) {
      const lines = await run(['try-it', 'money-path', 'sell-and-swap']);
      expect(lines.filter((line) => line === '"OK"')).toHaveLength(3);
      expect(lines.filter((line) => line === '{"caughtUp":true}')).toHaveLength(1);
      expect(lines.slice(-2), `round ${round}`).toEqual([
        '{"flow":"cryptoToFiat","status":"complete"}',
        '{"flow":"cryptoToCrypto","status":"complete"}',
      ]);
    }
  });

  it("runs docs/sandbox.md's CI block twice: its own sandbox, a forced refund its receiver got, the sandbox deleted", async () => {
    for (const round of [1, 2]) {
      const lines = await run(['try-it', 'ci-sandbox']);
      expect(lines.slice(-4), `round ${round}`).toEqual([
        '["id","secret"]',
        '"refundComplete"',
        '{"event":"order.statusChanged","status":"refundComplete"}',
        '204',
      ]);
    }
  });

  it("runs docs/export.md's block after the money path: each output on a line of its own, the CSV last", async () => {
    const lines = (await run(['try-it', 'money-path', 'export'])).map((line) => line.replace(/\r$/, ''));
    const complete = lines.indexOf('"complete"');
    const [ran, header, ...rows] = lines.slice(complete + 1);
    expect(JSON.parse(ran ?? '')).toMatchObject({ ran: expect.any(Number) });
    expect(header?.startsWith('id,createdAt,userId,clientReferenceId,status,statusGroup,')).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row).toMatch(/^ord_/);
  });

  it("runs docs/webhooks.md's receiver twice: one registration, its secret kept, every case of the check passed, the receiver stopped", async () => {
    const kept = (name: string) => readFileSync(join(cloneDir, 'cambio-receiver', name), 'utf8').trim();
    const registrations: Array<{ id: string; secret: string }> = [];
    for (const round of [1, 2]) {
      const lines = await run(['try-it', 'webhook-receiver']);
      expect(lines, `round ${round}`).toContain('{"outcome":"succeeded","statusCode":200}');
      const check = JSON.parse(lines.find((line) => line.startsWith('{"passed"')) ?? '{}');
      expect(check, `round ${round}`).toEqual({
        passed: true,
        answers: {
          valid: 200,
          badSignature: 400,
          otherSecret: 400,
          staleTimestamp: 400,
          futureTimestamp: 400,
          replay: 200,
          tamperedBody: 400,
          missingSignature: 400,
        },
      });
      // The receiver's log, the block's last output: the ping and `valid` processed, `replay` a duplicate of
      // `valid`, the others refused for the reason the doc shows.
      const log = lines.slice(lines.findIndex((line) => line.startsWith('listening on ')));
      const [listening, ping, valid, ...rest] = log;
      expect(ping).toMatch(/^processed evt_\S+ webhook\.ping$/);
      expect(valid).toMatch(/^processed evt_\S+ webhook\.ping$/);
      expect(rest).toEqual([
        expect.stringMatching(/^refused evt_\S+ badSignature$/),
        expect.stringMatching(/^refused evt_\S+ badSignature$/),
        expect.stringMatching(/^refused evt_\S+ timestampTooOld$/),
        expect.stringMatching(/^refused evt_\S+ timestampInFuture$/),
        `duplicate ${valid?.split(' ')[1]}`,
        expect.stringMatching(/^refused evt_\S+ badSignature$/),
        expect.stringMatching(/^refused evt_\S+ missingHeader$/),
      ]);
      // Stopped: its port refuses connections once the process has gone.
      const url = listening?.replace('listening on ', '') ?? '';
      await vi.waitFor(() => expect(fetch(url)).rejects.toThrow(), { timeout: 30_000, interval: 100 });
      registrations.push({ id: kept('id'), secret: kept('secret') });
    }
    // The second run used the registration and secret the first one kept, and made no other.
    expect(registrations[0]?.id).toMatch(/^whk_/);
    expect(registrations[0]?.secret).toMatch(/^whsec_/);
    expect(registrations[1]).toEqual(registrations[0]);
    const listed = await fetch(`${origin}/api/webhooks`, { headers: { 'x-api-key': key } });
    expect((await listed.json()).map((hook: { id: string }) => hook.id)).toEqual([registrations[0]?.id]);
  });
});
