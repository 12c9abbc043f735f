import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import { corsAllowedHeaders, corsExposedHeaders } from './edge.ts';

// The headers of the HTTP edge (issue 20): no-store on /api answers, nosniff everywhere, HSTS over https
// only, CORS with preflights answered without a key. Production settings are tried on the same database
// through createApp: these headers read only the configuration.
let runtime: TestRuntime;
let userId: string;

beforeAll(async () => {
  runtime = await openTestRuntime('edge');
  userId = await createPendingUser(runtime);
});
afterAll(() => runtime.dispose());

/** The app on the same database with other settings; `CAMBIO_MODE: 'production'` without the providers' (unread here). */
function appWith({ CAMBIO_MODE, ...env }: Record<string, string>) {
  const config = parseConfig({ CAMBIO_LOG_LEVEL: 'silent', ...env });
  const mode = CAMBIO_MODE === 'production' ? ({ mode: 'production', modeSet: true } as const) : {};
  return createApp({ ...runtime.deps, config: { ...config, ...mode } });
}

async function send(path: string, init: RequestInit = {}, app = runtime.app) {
  const response = await app.request(path, init);
  await response.arrayBuffer();
  return response;
}

const keyed = (headers: Record<string, string> = {}) => ({
  headers: { 'x-api-key': runtime.writeKey, ...headers },
});
const production = { CAMBIO_MODE: 'production', CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example' };

describe('Cache-Control: no-store', () => {
  it('is on every /api answer with a key: 200, 201, 400, 404, 405', async () => {
    const answers = {
      200: await send('/api/users?limit=1', keyed()),
      201: await send('/api/webhooks', {
        method: 'POST',
        ...keyed({ 'content-type': 'application/json' }),
        body: JSON.stringify({ type: 'users', url: 'https://hooks.example.com/edge', retryOnFailure: false }),
      }),
      400: await send('/api/users?limit=1000', keyed()),
      404: await send('/api/orders/ord_missing', keyed()),
      405: await send('/api/users', { method: 'PUT', ...keyed() }),
      // The user's own data: a secret-free read of personal data.
      [`200 ${userId}`]: await send(`/api/users/${userId}`, keyed()),
    };
    for (const [status, response] of Object.entries(answers)) {
      expect(response.status, status).toBe(Number.parseInt(status, 10));
      expect(response.headers.get('cache-control'), status).toBe('no-store');
    }
  });

  it('is on a refused key (401), an unknown /api path and the health check', async () => {
    for (const response of [
      await send('/api/users'),
      await send('/api/users', { headers: { 'x-api-key': 'sk_sandbox_unknown' } }),
      await send('/api/nothing', keyed()),
      await send('/api/health'),
    ]) {
      expect(response.headers.get('cache-control'), response.url).toBe('no-store');
    }
  });

  it('is on an Idempotency-Key replay', async () => {
    const init = {
      method: 'POST',
      ...keyed({ 'content-type': 'application/json', 'idempotency-key': 'edge-replay' }),
      body: JSON.stringify({
        type: 'orders',
        url: 'https://hooks.example.com/replay',
        retryOnFailure: false,
      }),
    };
    await send('/api/webhooks', init);
    const replay = await send('/api/webhooks', init);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('cache-control')).toBe('no-store');
  });
});

describe('X-Content-Type-Options: nosniff', () => {
  it('is on every answer: API, refusals, document, reference, its assets, hosted page, unknown paths', async () => {
    for (const path of [
      '/api/users?limit=1',
      '/api/nothing',
      '/openapi.json',
      '/docs',
      '/docs/init.js',
      '/docs/swagger-ui.css',
      '/onboarding/ot_unknown',
      '/nothing-here',
    ]) {
      const response = await send(path, keyed());
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await send('/api/users')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('Strict-Transport-Security', () => {
  const paths = ['/api/health', '/api/users?limit=1', '/openapi.json', '/docs', '/onboarding/ot_unknown'];

  it('is absent over http without a public base URL (pages included)', async () => {
    for (const path of paths) {
      const response = await send(`http://cambio.test${path}`, keyed());
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('is sent when the request came over https (a Worker behind Cloudflare)', async () => {
    for (const path of paths) {
      const response = await send(`https://cambio.test${path}`, keyed());
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it('follows the scheme of CAMBIO_PUBLIC_BASE_URL when one is set (Node behind a TLS proxy)', async () => {
    const https = appWith({ CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example' });
    const http = appWith({ CAMBIO_PUBLIC_BASE_URL: 'http://localhost:8787' });
    for (const path of paths) {
      expect(
        (await send(`http://cambio.test${path}`, keyed(), https)).headers.get('strict-transport-security'),
      ).toBe('max-age=31536000');
      expect(
        (await send(`https://cambio.test${path}`, keyed(), http)).headers.get('strict-transport-security'),
      ).toBe(null);
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string, method = 'POST') => ({
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'x-api-key, content-type, idempotency-key, x-request-id',
    },
  });
  const listOf = (value: string | null) =>
    (value ?? '').split(',').map((entry) => entry.trim().toLowerCase());

  it('answers a preflight without a key: 204, the methods, the headers a client sends, no credentials', async () => {
    for (const path of ['/api/users', '/api/orders/ord_x/cancel', '/api/webhooks/whk_x']) {
      const response = await send(path, preflight('https://app.example.com', 'DELETE'));
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(listOf(response.headers.get('access-control-allow-methods'))).toEqual(
        expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']),
      );
      expect(listOf(response.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(corsAllowedHeaders),
      );
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^req_/);
    }
  });

  it('lets a browser read the headers clients need, on answers and on errors', async () => {
    const origin = { origin: 'https://app.example.com' };
    for (const response of [
      await send('/api/users?limit=1', keyed(origin)),
      await send('/api/users', { headers: origin }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(listOf(response.headers.get('access-control-expose-headers'))).toEqual(
        expect.arrayContaining(
          [
            'X-Total-Count',
            'X-Next-Cursor',
            'X-Total-Count-Capped',
            'X-Request-Id',
            'Retry-After',
            'RateLimit',
            'RateLimit-Policy',
            'Idempotent-Replayed',
          ].map((name) => name.toLowerCase()),
        ),
      );
    }
    expect(corsExposedHeaders).toContain('X-Next-Cursor');
  });

  it('lets the document be read cross-origin, pages not', async () => {
    const origin = { headers: { origin: 'https://editor.example.com' } };
    expect((await send('/openapi.json', origin)).headers.get('access-control-allow-origin')).toBe('*');
    expect((await send('/docs', origin)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('leaves an OPTIONS that is no preflight to the API: no key, 401', async () => {
    const response = await send('/api/users', { method: 'OPTIONS' });
    expect(response.status).toBe(401);
  });

  it('allows only the listed origins with CAMBIO_CORS_ORIGINS, and says it varies by Origin', async () => {
    const app = appWith({ CAMBIO_CORS_ORIGINS: 'https://app.example.com,http://localhost:3000' });
    const listed = await send('/api/users', preflight('http://localhost:3000'), app);
    expect(listed.status).toBe(204);
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(listed.headers.get('vary')).toMatch(/Origin/);
    const other = await send('/api/users', preflight('https://evil.example'), app);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await send('/api/users?limit=1', keyed({ origin: 'https://app.example.com' }), app);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it('allows no origin in production unless CAMBIO_CORS_ORIGINS lists some', async () => {
    const closed = await send('/api/users', preflight('https://app.example.com'), appWith(production));
    expect(closed.status).toBe(204);
    expect(closed.headers.get('access-control-allow-origin')).toBeNull();
    const open = appWith({ ...production, CAMBIO_CORS_ORIGINS: 'https://app.example.com' });
    const listed = await send('/api/users', preflight('https://app.example.com'), open);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });
});

describe('/docs', () => {
  it('has a Content-Security-Policy that lets only its own scripts run, and sends no Referer', async () => {
    for (const path of ['/docs', '/docs/init.js']) {
      const response = await send(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("default-src 'none'");
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("style-src 'self';");
      expect(policy, path).not.toContain('unsafe');
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('lets "Try it out" reach the public base URL when it is another origin', async () => {
    const app = appWith({ CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example/cambio' });
    const policy = (await send('/docs', {}, app)).headers.get('content-security-policy');
    expect(policy).toContain("connect-src 'self' https://api.acme.example;");
  });

  it('keeps the authorization in localStorage in sandbox mode only', async () => {
    const sandbox = await (await runtime.app.request('/docs/init.js')).text();
    expect(sandbox).toContain('persistAuthorization: true');
    const live = await (await appWith(production).request('/docs/init.js')).text();
    expect(live).toContain('persistAuthorization: false');
  });
});
