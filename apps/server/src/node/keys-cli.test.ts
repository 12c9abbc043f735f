import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeysCommand } from './keys-command.ts';
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
  runtime = await createNodeRuntime({ dataDir, env: { CAMBIO_LOG_LEVEL: 'silent' } });
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
    // Another process's change reaches the server's remembered callers at the next request.
    expect((await usersWith(key)).status).toBe(401);
    expect((await keys('revoke', keyId)).code).toBe(1);
  });

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
    expect(wrong.stderr).toContain('unknown role "admin": the roles are read and createAndModify');
    expect(wrong.stderr).not.toMatch(/^\s+at /m);
  });

  it('prints its usage for --help and exits 0', async () => {
    const help = await keys('--help');
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('usage: npm run keys');
  });

  it('run from the repository root as the README says, a mistake prints our line and no npm error', async () => {
    const root = join(import.meta.dirname, '../../../..');
    const env = { ...process.env, CAMBIO_DATA_DIR: dataDir };
    const failed = await run('npm', ['run', 'keys', '--', 'revoke', 'key_nope'], { cwd: root, env }).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('keys: no active key key_nope');
    expect(failed.stdout + failed.stderr).not.toContain('npm error');
    expect(failed.stderr).not.toMatch(/^\s+at /m);
  });
});

/** The command in process, on this file's data folder: its exit code and what it printed. */
async function command(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runKeysCommand(
    args,
    { CAMBIO_DATA_DIR: dataDir },
    {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    },
  );
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('keys command: what it says', () => {
  it.each([
    [['create', '--role', 'read'], 2, 'keys: create needs --user'],
    [['create'], 2, 'keys: create needs --user and --role'],
    [
      ['create', '--user', 'usr_x', '--role', 'owner'],
      2,
      'unknown role "owner": the roles are read and createAndModify',
    ],
    [['create', '--user', 'usr_nobody', '--role', 'read'], 1, 'keys: no user usr_nobody'],
    [['revoke'], 2, 'keys: revoke needs a key id'],
    [['revoke', 'key_nope'], 1, 'keys: no active key key_nope'],
    [['remove', 'key_nope'], 2, 'keys: unknown command "remove"'],
    [[], 2, 'keys: no command given'],
    [['list', '--user', 'usr_x'], 2, 'keys: list takes no --user'],
    [['list', '--verbose'], 2, 'keys: unknown option --verbose'],
    [['create', '--user'], 2, 'keys: --user needs a value'],
  ])('%j exits %i saying %s', async (args, code, said) => {
    const result = await command(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(said);
    expect(result.stdout).toBe('');
  });

  it('-h and help print the usage', async () => {
    for (const args of [['-h'], ['help']]) {
      expect(await command(...args)).toMatchObject({ code: 0, stderr: '' });
    }
  });

  it('names the database it cannot find instead of creating an empty one', async () => {
    const missing = join(dataDir, 'nowhere');
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => err.push(text) };
    expect(await runKeysCommand(['list'], { CAMBIO_DATA_DIR: missing }, io)).toBe(1);
    expect(err.join('\n')).toContain(`no database at ${join(missing, 'cambio.sqlite')}`);
    expect(existsSync(missing)).toBe(false);
  });

  it('lists keys by user in lines of at most 100 columns, long labels cut', async () => {
    const userId = runtime.bootstrap?.userId ?? '';
    const label = 'a label far longer than the table has room for, kept whole in the database';
    const created = await command('create', '--user', userId, '--role', 'createAndModify', '--label', label);
    expect(created.code).toBe(0);
    const listed = await command('list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(100);
    expect(lines).toContain(`user ${userId} (broker ${runtime.bootstrap?.brokerId})`);
    const keyId = created.stdout.split(' ')[0] ?? '';
    const row = lines.find((line) => line.includes(keyId)) ?? '';
    expect(row).toMatch(/createAndModify\s+active\s+\d{4}-\d{2}-\d{2}\s+a label far/);
    expect(row.endsWith('…')).toBe(true);
  });
});
