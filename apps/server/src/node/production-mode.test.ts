import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorInitOptions, productionSettings } from '../testing/production-fixtures.ts';
import { json, keys, liveKeyOf, scratchFolders } from '../testing/production-mode-helpers.ts';
import { createNodeRuntime } from './runtime.ts';

type Runtime = Awaited<ReturnType<typeof createNodeRuntime>>;

const freshFolder = scratchFolders();
const operator = operatorInitOptions;

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
