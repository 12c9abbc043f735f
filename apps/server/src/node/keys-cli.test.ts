import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNodeRuntime } from './runtime.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'cambio-keys-'));
let runtime: Awaited<ReturnType<typeof createNodeRuntime>>;

/** The command-line tool, as `npm run keys --` runs it, on the same data folder; its exit code too. */
async function keys(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = join(import.meta.dirname, 'keys-cli.ts');
  const env = { ...process.env, CAMBIO_DATA_DIR: dataDir };
  try {
    return { code: 0, ...(await run(process.execPath, ['--import', 'tsx', cli, ...args], { env })) };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

const usersWith = (key: string) => runtime.app.request('/api/users', { headers: { 'x-api-key': key } });

beforeAll(async () => {
  runtime = await createNodeRuntime({ dataDir, env: {} });
});
afterAll(() => runtime.store.close());

describe('keys command', () => {
  it('creates a key for a user that then authenticates, lists it without its secret, and revokes it', async () => {
    const userId = runtime.bootstrap?.userId ?? '';
    const created = await keys('create', '--user', userId, '--role', 'read', '--label', 'reporting');
    const [idLine, key = ''] = created.stdout.trim().split('\n');
    const keyId = idLine?.split(' ')[0] ?? '';
    expect(key).toMatch(/^sk_sandbox_[A-Za-z0-9_-]{43}$/);
    expect((await usersWith(key)).status).toBe(200);

    const listed = await keys('list');
    expect(listed.stdout).toContain(keyId);
    expect(listed.stdout).toContain('reporting');
    expect(listed.stdout).not.toContain(key);

    expect((await keys('revoke', keyId)).stdout).toContain(`revoked ${keyId}`);
    // Another process's change reaches the server's remembered callers within Store.accessVersion's bound.
    await vi.waitFor(async () => expect((await usersWith(key)).status).toBe(401), {
      timeout: 1000,
      interval: 10,
    });
    expect((await keys('revoke', keyId)).code).toBe(1);
  }, 30_000);

  it('stores no key in clear text', async () => {
    const [readKey, writeKey] = runtime.bootstrap?.keys ?? [];
    const database = readFileSync(join(dataDir, 'cambio.sqlite')).toString('latin1');
    const wal = readFileSync(join(dataDir, 'cambio.sqlite-wal')).toString('latin1');
    for (const issued of [readKey, writeKey]) {
      expect(issued?.key).toMatch(/^sk_sandbox_/);
      expect(database + wal).not.toContain(issued?.key);
    }
  });

  it('refuses unknown commands and roles with its usage', async () => {
    const wrong = await keys('create', '--user', 'usr_x', '--role', 'admin');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run keys');
  }, 30_000);
});
