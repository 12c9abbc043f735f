import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnMain } from './test-runtime.ts';

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

// The entry `npm start` runs (src/node/main.ts), as a process on a free port: reads go straight to the app,
// writes through the admission in arrival order (whose queue arrival-order.test.ts checks; here the writes
// may or may not arrive faster than the server answers them).
beforeAll(async () => {
  ({ child: server, origin } = await spawnMain(dataDir, key));
}, 30_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Node entry (main.ts)', () => {
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
  }, 30_000);
});
