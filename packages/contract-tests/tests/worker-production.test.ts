import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetName } from '../src/harness/target.ts';
import { type LocalWorker, startLocalWorker } from '../src/setup/local-worker.ts';
import {
  type ProductionWorker,
  productionVars,
  startProductionWorker,
} from '../src/setup/production-worker.ts';

// Production on workerd: the first broker made by `npm run keys -- init --sql` and applied to the Worker's D1, the
// mode's keys only, prices fetched from a feed (a local server here), and no Worker without its mode said.
describe.runIf(targetName() === 'worker')('a production Worker on D1', () => {
  let production: ProductionWorker;
  let worker: LocalWorker;
  let liveKey = '';

  beforeAll(async () => {
    production = await startProductionWorker();
    ({ worker, liveKey } = production);
  });
  afterAll(() => production?.dispose());

  const get = (path: string, key: string) =>
    fetch(`${worker.baseUrl}${path}`, { headers: { 'x-api-key': key } });

  it('serves the broker init wrote, with its live key', async () => {
    expect(liveKey).toMatch(/^sk_live_/);
    const users = await get('/api/users', liveKey);
    expect(users.status).toBe(200);
    expect(((await users.json()) as Array<{ email: string }>)[0]?.email).toBe('ops@acme.example');
  });

  it('answers its health check on its own production database', async () => {
    const health = await fetch(`${worker.baseUrl}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('refuses a sandbox key, saying it is a production server', async () => {
    const refused = await get('/api/users', `sk_sandbox_${'A'.repeat(43)}`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Not authorized: this is a production server, which takes live keys (sk_live_) only',
    );
  });

  it('prices from the configured feed, and has no sandbox operations', async () => {
    const spot = await get('/api/market/prices/spot?side=buy&fiat=MXN&country=MX&crypto=USDC', liveKey);
    const body = await spot.json();
    expect(spot.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ providerMarketPrice: 17.25 });
    expect((await get('/api/sandbox/clock', liveKey)).status).toBe(404);
  });
});

// As Node refuses to start on a database of the other mode, the Worker serves nothing from one: its health check
// included (a load balancer must not send traffic to it), which otherwise answers without waiting for the database.
describe.runIf(targetName() === 'worker')('a production Worker on a sandbox D1 database', () => {
  let worker: LocalWorker;
  beforeAll(async () => {
    worker = await startLocalWorker(productionVars('http://127.0.0.1:9/rates'), {
      seedSql:
        "INSERT INTO brokers (id, name, mode, created_at) VALUES ('brk_sandbox', 'Sandbox broker', 'sandbox', '2026-11-01T00:00:00.000Z');",
    });
  });
  afterAll(() => worker?.dispose());

  it('answers 500 code 15 to the health check as to every request', async () => {
    for (const [path, headers] of [
      ['/api/health', {}],
      ['/api/users', { 'x-api-key': `sk_live_${'A'.repeat(43)}` }],
    ] as const) {
      const response = await fetch(`${worker.baseUrl}${path}`, { headers });
      expect(response.status, path).toBe(500);
      expect(((await response.json()) as { errors: Array<{ code: number }> }).errors[0]?.code).toBe(15);
    }
  });
});

describe.runIf(targetName() === 'worker')('a Worker whose mode is not set', () => {
  let worker: LocalWorker;
  beforeAll(async () => {
    worker = await startLocalWorker({ CAMBIO_MODE: { type: 'plain_text', value: '' } });
  });
  afterAll(() => worker?.dispose());

  it('serves nothing (500 code 15 on every request) rather than default to sandbox', async () => {
    const response = await fetch(`${worker.baseUrl}/api/users`, {
      headers: { 'x-api-key': worker.bootstrapKey },
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { errors: Array<{ code: number }> }).errors[0]?.code).toBe(15);
    // The headers every answer carries, this one too.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
