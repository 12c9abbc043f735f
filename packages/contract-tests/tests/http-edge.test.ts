import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// The headers every deployment sends (the document's "Browsers and caches"): answers under /api are never
// stored by a cache, nothing is content-sniffed, and a browser may call the API cross-origin: a preflight
// is answered without a key, and answers let a script read the headers clients need.
const target = await resolveTarget();
const tenant = await newTenant(target);
const origin = 'https://app.example.com';

/** One request of each kind of answer with a key: a read, a creation, refusals. */
const keyed = [
  ['a list (200)', { method: 'GET', path: '/api/users?limit=1' }],
  [
    'a creation (201)',
    {
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'users', url: 'https://hooks.example.com/edge', retryOnFailure: false },
    },
  ],
  ['an invalid query (400)', { method: 'GET', path: '/api/users?limit=0' }],
  ['a missing resource (404)', { method: 'GET', path: '/api/orders/ord_missing' }],
  ['an unknown route (404)', { method: 'GET', path: '/api/nothing' }],
  ['another method (405)', { method: 'PUT', path: '/api/users' }],
] as const;

const listOf = (value: string | null) => (value ?? '').split(',').map((entry) => entry.trim().toLowerCase());

async function raw(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await target.fetch(new Request(`${target.baseUrl}${path}`, init));
  await response.arrayBuffer();
  return response;
}

describe('Cache-Control: no-store', () => {
  it.each(keyed)('is on %s', async (_kind, request) => {
    const result = await tenant.call(request);
    expect(result.status).toBeLessThan(500);
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('is on a refused key (401)', async () => {
    for (const key of [undefined, 'sk_sandbox_not-a-key-of-this-server-000000000000']) {
      const result = await tenant.call({ method: 'GET', path: '/api/users', key });
      expect(result.status).toBe(401);
      expect(result.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('X-Content-Type-Options: nosniff', () => {
  it.each(keyed)('is on %s', async (_kind, request) => {
    const result = await tenant.call(request);
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is on the document, the reference and an unknown page', async () => {
    for (const path of ['/openapi.json', '/docs', '/nothing-here']) {
      expect((await raw(path)).headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe('CORS', () => {
  it('answers a preflight without a key, allowing the methods and the headers clients send', async () => {
    for (const [path, method] of [
      ['/api/users', 'POST'],
      ['/api/users/usr_x', 'PATCH'],
      ['/api/bank-accounts/bac_x', 'DELETE'],
    ] as const) {
      const response = await raw(path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'x-api-key,content-type,idempotency-key,x-request-id',
        },
      });
      expect(response.status, path).toBe(204);
      // A sandbox server allows any origin unless configured otherwise; a listed origin is echoed.
      expect(['*', origin]).toContain(response.headers.get('access-control-allow-origin'));
      expect(listOf(response.headers.get('access-control-allow-methods'))).toEqual(
        expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']),
      );
      expect(listOf(response.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(['x-api-key', 'content-type', 'idempotency-key', 'x-request-id']),
      );
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('lets a script read the paging, request id, limit and replay headers, errors included', async () => {
    const answers = [
      await tenant.call({ method: 'GET', path: '/api/users?limit=1', headers: { origin } }),
      await tenant.call({ method: 'GET', path: '/api/users?limit=1', headers: { origin }, key: undefined }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401]);
    for (const result of answers) {
      expect(['*', origin]).toContain(result.headers.get('access-control-allow-origin'));
      expect(listOf(result.headers.get('access-control-expose-headers'))).toEqual(
        expect.arrayContaining([
          'x-total-count',
          'x-next-cursor',
          'x-total-count-capped',
          'x-request-id',
          'retry-after',
          'ratelimit',
          'ratelimit-policy',
          'idempotent-replayed',
        ]),
      );
    }
  });
});
