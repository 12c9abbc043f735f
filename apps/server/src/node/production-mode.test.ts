import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeysCommand } from './keys-command.ts';
import { operatorInitOptions, productionSettings } from './production-fixtures.ts';
import { createNodeRuntime, migrationsFolder } from './runtime.ts';
import { openSqliteStore } from './sqlite-store.ts';

type Runtime = Awaited<ReturnType<typeof createNodeRuntime>>;

const folders: string[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'cambio-production-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The keys command as `npm run keys --` runs it, in this process: its exit code and what it printed. */
async function keys(env: Record<string, string>, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runKeysCommand(args, env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const operator = operatorInitOptions;

/** The live key `init` printed: the line after the one that announces it. */
function liveKeyOf(stdout: string): string {
  return stdout.split('\n').find((line) => line.startsWith('sk_live_')) ?? '';
}

const json = { 'content-type': 'application/json' };

describe('production mode on Node', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let runtime: Runtime;
  let liveKey: string;

  beforeAll(async () => {
    dataDir = freshFolder();
    env = {
      CAMBIO_MODE: 'production',
      CAMBIO_DATA_DIR: dataDir,
      CAMBIO_LOG_LEVEL: 'silent',
      ...productionSettings(),
    };
    const init = await keys(env, 'init', ...operator);
    expect(init.code, init.stderr).toBe(0);
    liveKey = liveKeyOf(init.stdout);
    runtime = await createNodeRuntime({ dataDir, env });
  });
  afterAll(() => runtime?.store.close());

  it('init makes the first broker, its approved operator user and a live createAndModify key, printed once and stored hashed', async () => {
    expect(liveKey).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    const users = await runtime.app.request('/api/users', { headers: { 'x-api-key': liveKey } });
    expect(users.status).toBe(200);
    const [user] = (await users.json()) as Array<{
      email: string;
      businessData: { businessName: string };
      onboarding: Record<string, { status: string; hasAcceptedTerms: boolean }>;
    }>;
    expect(user).toMatchObject({
      email: 'ops@acme.example',
      businessData: { businessName: 'Acme Exchange' },
    });
    expect(user?.onboarding.MX).toMatchObject({ status: 'approved', hasAcceptedTerms: true });
    const stored = readFileSync(join(dataDir, 'cambio.sqlite')).toString('latin1');
    expect(stored).not.toContain(liveKey);
    expect(runtime.bootstrap).toBeUndefined();
  });

  it('init refuses a database that already has a broker, in one line', async () => {
    const again = await keys(env, 'init', ...operator);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^keys: the database already has a broker \(brk_\w+, production\)/);
    expect(again.stderr.split('\n')).toHaveLength(1);
  });

  it('init is refused outside production mode and checks its options like POST /api/users', async () => {
    const sandbox = await keys(
      { ...env, CAMBIO_MODE: 'sandbox', CAMBIO_DATA_DIR: freshFolder() },
      'init',
      ...operator,
    );
    expect(sandbox.code).toBe(2);
    expect(sandbox.stderr).toContain('init makes a production database: run it with CAMBIO_MODE=production');
    const badPhone = operator.map((value) => (value === '+525512345678' ? '5512345678' : value));
    const refused = await keys({ ...env, CAMBIO_DATA_DIR: freshFolder() }, 'init', ...badPhone);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^keys: --phone: /);
    const missing = await keys({ ...env, CAMBIO_DATA_DIR: freshFolder() }, 'init', '--broker', 'X');
    expect(missing.stderr).toMatch(
      /^keys: init needs --email, --phone, --street, --city, --state, --postal-code/,
    );
  });

  it('refuses a sandbox key with 401 code 19, saying it is a production server', async () => {
    const response = await runtime.app.request('/api/users', {
      headers: { 'x-api-key': `sk_sandbox_${'A'.repeat(43)}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [
        {
          code: 19,
          message: 'Not authorized: this is a production server, which takes live keys (sk_live_) only',
          field: 'header.x-api-key',
        },
      ],
    });
  });

  it('has no sandbox operations', async () => {
    const response = await runtime.app.request('/api/sandbox/brokers', {
      method: 'POST',
      headers: { 'x-api-key': liveKey, ...json },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it("the keys command makes live keys for the production broker's users and says so", async () => {
    const list = await keys(env, 'list');
    const userId = list.stdout.match(/user (usr_\w+)/)?.[1] ?? '';
    const created = await keys(env, 'create', '--user', userId, '--role', 'read');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^key_\w+ read live key for usr_\w+ \(shown once/);
    const key = created.stdout.split('\n')[1] ?? '';
    expect(key).toMatch(/^sk_live_/);
    const users = await runtime.app.request('/api/users', { headers: { 'x-api-key': key } });
    expect(users.status).toBe(200);
  });

  it('the operator approves a new user through the API, which then trades (statuses and events as in the sandbox)', async () => {
    const created = await runtime.app.request('/api/users', {
      method: 'POST',
      headers: { 'x-api-key': liveKey, ...json },
      body: JSON.stringify({
        country: 'PE',
        email: 'rosa@example.pe',
        phoneNumber: '+51912345678',
        userType: 'individual',
        firstName: 'Rosa',
        lastName: 'Quispe',
        address: {
          street1: 'Av. Larco 101',
          city: 'Lima',
          state: 'Lima',
          country: 'PE',
          postalCode: '15074',
        },
      }),
    });
    expect(created.status).toBe(201);
    const { userId } = (await created.json()) as { userId: string };
    const decided = await runtime.app.request(`/api/users/${userId}/verification`, {
      method: 'POST',
      headers: { 'x-api-key': liveKey, ...json },
      body: JSON.stringify({ decision: 'approved' }),
    });
    expect(decided.status).toBe(200);
    const user = (await decided.json()) as { onboarding: Record<string, { status: string }> };
    expect(user.onboarding.PE?.status).toBe('approved');
    const events = await runtime.app.request('/api/events?event=user.onboardingStatusChanged', {
      headers: { 'x-api-key': liveKey },
    });
    const [event] = (await events.json()) as Array<{
      data: { id: string };
      previousStatus: string;
      country: string;
    }>;
    expect(event).toMatchObject({ data: { id: userId }, previousStatus: 'none', country: 'PE' });
  });
});

describe('a database keeps the mode it was made in', () => {
  it('a production database is refused with CAMBIO_MODE unset or sandbox, and a sandbox one in production', async () => {
    const production = freshFolder();
    const env = { CAMBIO_MODE: 'production', CAMBIO_DATA_DIR: production, ...productionSettings() };
    expect((await keys(env, 'init', ...operator)).code).toBe(0);
    const silent = { CAMBIO_LOG_LEVEL: 'silent' };
    await expect(createNodeRuntime({ dataDir: production, env: silent })).rejects.toThrow(
      'this is a production database and CAMBIO_MODE is not set: set CAMBIO_MODE=production to serve it',
    );
    await expect(
      createNodeRuntime({ dataDir: production, env: { ...silent, CAMBIO_MODE: 'sandbox' } }),
    ).rejects.toThrow('this is a production database and CAMBIO_MODE is sandbox');
    const list = await keys({ CAMBIO_DATA_DIR: production }, 'list');
    expect(list.code).toBe(1);
    expect(list.stderr).toContain('CAMBIO_MODE is not set: set CAMBIO_MODE=production');

    const sandbox = freshFolder();
    const started = await createNodeRuntime({ dataDir: sandbox, env: silent });
    expect(started.bootstrap?.keys[0]?.key).toMatch(/^sk_sandbox_/);
    started.store.close();
    await expect(
      createNodeRuntime({
        dataDir: sandbox,
        env: { ...silent, CAMBIO_MODE: 'production', ...productionSettings() },
      }),
    ).rejects.toThrow('this is a sandbox database and CAMBIO_MODE is production');
    const init = await keys(
      { CAMBIO_MODE: 'production', CAMBIO_DATA_DIR: sandbox, ...productionSettings() },
      'init',
      ...operator,
    );
    expect(init.code).toBe(1);
    expect(init.stderr).toContain('this is a sandbox database and CAMBIO_MODE is production');
  });

  it('CAMBIO_BOOTSTRAP_KEY is refused in production, pointing at init', async () => {
    await expect(
      createNodeRuntime({
        dataDir: freshFolder(),
        env: {
          CAMBIO_MODE: 'production',
          CAMBIO_BOOTSTRAP_KEY: `sk_sandbox_${'A'.repeat(40)}`,
          ...productionSettings(),
        },
      }),
    ).rejects.toThrow('CAMBIO_BOOTSTRAP_KEY is for sandbox mode');
  });
});

describe('init --sql, for a D1 database', () => {
  it('writes the rows as INSERTs (no key in clear text) that give a database the same broker, user and key', async () => {
    const folder = freshFolder();
    const file = join(folder, 'init.sql');
    const env = {
      CAMBIO_MODE: 'production',
      CAMBIO_DATA_DIR: join(folder, 'unused'),
      ...productionSettings(),
    };
    const init = await keys(env, 'init', ...operator, '--sql', file);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain(`npx wrangler d1 execute DB --env production --remote --file ${file}`);
    const sql = readFileSync(file, 'utf8');
    const key = liveKeyOf(init.stdout);
    expect(sql).not.toContain(key);
    expect(sql).toMatch(/INSERT INTO "brokers" .* WHERE NOT EXISTS \(SELECT 1 FROM "brokers"\);/);

    // A database migrated like a new D1 one, then the file applied to it, as wrangler d1 execute would.
    const target = join(folder, 'target');
    mkdirSync(target);
    openSqliteStore(join(target, 'cambio.sqlite'), migrationsFolder).close();
    const sqlite = new Database(join(target, 'cambio.sqlite'));
    sqlite.exec(sql);
    sqlite.close();
    const runtime = await createNodeRuntime({
      dataDir: target,
      env: { CAMBIO_MODE: 'production', CAMBIO_LOG_LEVEL: 'silent', ...productionSettings() },
    });
    try {
      const users = await runtime.app.request('/api/users', { headers: { 'x-api-key': key } });
      expect(users.status).toBe(200);
      expect(((await users.json()) as Array<{ email: string }>)[0]?.email).toBe('ops@acme.example');
    } finally {
      runtime.store.close();
    }
  });
});
