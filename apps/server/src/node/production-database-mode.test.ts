import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { operatorInitOptions, productionSettings } from '../testing/production-fixtures.ts';
import { keys, liveKeyOf, scratchFolders } from '../testing/production-mode-helpers.ts';
import { createNodeRuntime, migrationsFolder } from './runtime.ts';
import { openSqliteStore } from './sqlite-store.ts';

// A database keeps the mode it was made in; init --sql writes a D1 database's first rows.
const freshFolder = scratchFolders();
const operator = operatorInitOptions;

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
