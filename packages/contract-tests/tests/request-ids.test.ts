import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Every answer carries X-Request-Id (the harness also checks it against the document on every request of
// the suite): a valid one sent comes back unchanged, anything else is replaced by one the server makes.
const target = await resolveTarget();
const tenant = await newTenant(target);
const madeId = /^req_[0-9A-HJKMNP-TV-Z]{26}$/;

/** A request of each kind of answer: success, refusals, unknown route, other method, no key. */
const kinds = [
  ['a list (200)', { method: 'GET', path: '/api/users?limit=1' }],
  [
    'a creation (201)',
    {
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'users', url: 'https://hooks.example.com/ids', retryOnFailure: false },
    },
  ],
  ['an invalid body (400)', { method: 'POST', path: '/api/webhooks', body: { type: 'nope' } }],
  ['a missing resource (404)', { method: 'GET', path: '/api/orders/ord_missing' }],
  ['an unknown route (404)', { method: 'GET', path: '/api/nothing' }],
  ['another method (405)', { method: 'PUT', path: '/api/users' }],
  ['no key (401)', { method: 'GET', path: '/api/users', key: undefined }],
] as const;

describe('X-Request-Id', () => {
  it.each(kinds)('comes back as sent on %s', async (_kind, request) => {
    const id = `contract-${Math.random().toString(36).slice(2)}_A=-9`;
    const result = await tenant.call({ ...request, headers: { 'X-Request-Id': id } });
    expect(result.headers.get('x-request-id')).toBe(id);
  });

  it.each(kinds)('is made by the server when none is sent, on %s', async (_kind, request) => {
    const result = await tenant.call(request);
    expect(result.headers.get('x-request-id')).toMatch(madeId);
  });

  it('is a new one for each request', async () => {
    const ids = new Set<string | null>();
    for (let i = 0; i < 5; i++) ids.add((await tenant.call(kinds[0][1])).headers.get('x-request-id'));
    expect(ids.size).toBe(5);
  });

  it.each([
    ['empty', ''],
    ['129 characters', 'x'.repeat(129)],
    ['a space', 'my id'],
    ['a dot', 'trace.1'],
    ['a colon', 'trace:1'],
    ['a semicolon', 'a;b'],
    ['a non-ASCII letter', 'ñandú'],
  ])('is replaced when the one sent has %s', async (_what, id) => {
    const result = await tenant.call({ ...kinds[0][1], headers: { 'X-Request-Id': id } });
    expect(result.status).toBe(200);
    expect(result.headers.get('x-request-id')).toMatch(madeId);
  });

  it('keeps 128 characters', async () => {
    const id = 'a'.repeat(128);
    const result = await tenant.call({ ...kinds[0][1], headers: { 'X-Request-Id': id } });
    expect(result.headers.get('x-request-id')).toBe(id);
  });

  it('is on the pages outside /api too', async () => {
    for (const path of ['/openapi.json', '/docs', '/nothing-here']) {
      const response = await target.fetch(
        new Request(`${target.baseUrl}${path}`, { headers: { 'X-Request-Id': 'page-1' } }),
      );
      await response.arrayBuffer();
      expect(response.headers.get('x-request-id'), path).toBe('page-1');
    }
  });

  it('is not the stored one when an Idempotency-Key replays an answer', async () => {
    const request = {
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'users', url: 'https://hooks.example.com/replayed', retryOnFailure: false },
    };
    const key = `ids-${Math.random()}`;
    const first = await tenant.call({
      ...request,
      headers: { 'Idempotency-Key': key, 'X-Request-Id': 'first' },
    });
    const replay = await tenant.call({
      ...request,
      headers: { 'Idempotency-Key': key, 'X-Request-Id': 'second' },
    });
    expect(first.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('x-request-id')).toBe('second');
  });
});
