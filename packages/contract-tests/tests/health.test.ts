import { describe, expect, it } from 'vitest';
import { call } from '../src/harness/api.ts';
import { resolveTarget } from '../src/harness/target.ts';

// GET /api/health (extension): what a load balancer's probe sees, with no key. Its 503 (the database does
// not answer) cannot be caused through HTTP; apps/server's get-health.test.ts gives the app a failing store.
const target = await resolveTarget();

describe('getHealth', () => {
  it('answers 200 {"status":"ok"} as JSON without a key', async () => {
    const health = await call<{ status: string }>(target, { method: 'GET', path: '/api/health' });
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a HEAD probe with 200 and no body', async () => {
    const probe = await target.fetch(new Request(`${target.baseUrl}/api/health`, { method: 'HEAD' }));
    expect(probe.status).toBe(200);
    expect(await probe.text()).toBe('');
  });

  it('other methods need a key like any path, then answer 405', async () => {
    expect((await call(target, { method: 'POST', path: '/api/health' })).status).toBe(401);
    const keyed = await call(target, { method: 'POST', path: '/api/health', key: target.bootstrapKey });
    expect(keyed.status).toBe(405);
  });
});
