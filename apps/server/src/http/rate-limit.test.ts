import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config.ts';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import { addressKey, RateWindow, rateLimits } from './rate-limit.ts';

// Date is frozen (fake timers) and set by each test to a minute of its own, ten seconds in: its window ends in 50 s.
const minute = (m: number, seconds = 10) => new Date(Date.UTC(2026, 10, 21, 15, m, seconds));
const at = minute(4);
const nextMinute = minute(5, 0);

/** A request as Node's server hands it to the app: the socket's address in `env.incoming`. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('rate limits (3 a minute per key, 2 per address)', () => {
  let runtime: TestRuntime;
  let otherKey: string;

  beforeAll(async () => {
    runtime = await openTestRuntime('rate-limit', {
      CAMBIO_RATE_LIMIT_PER_MINUTE: '3',
      CAMBIO_RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: minute(0) });
    const issued = await runtime.app.request('/api/sandbox/keys', {
      method: 'POST',
      headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: runtime.userId, role: 'read' }),
    });
    otherKey = ((await issued.json()) as { key: string }).key;
  });
  afterAll(() => {
    vi.useRealTimers();
    runtime.dispose();
  });

  const listUsers = (key: string) => runtime.app.request('/api/users', { headers: { 'x-api-key': key } });

  it('answers a burst past the quota 429 code 46 with Retry-After and the RateLimit fields, then serves the next minute', async () => {
    vi.setSystemTime(at);
    const served = [
      await listUsers(runtime.writeKey),
      await listUsers(runtime.writeKey),
      await listUsers(runtime.writeKey),
    ];
    expect(served.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(served.map((response) => response.headers.get('ratelimit'))).toEqual([
      '"key";r=2;t=50',
      '"key";r=1;t=50',
      '"key";r=0;t=50',
    ]);
    expect(served[0]?.headers.get('ratelimit-policy')).toBe('"key";q=3;w=60');
    expect(served[0]?.headers.get('retry-after')).toBeNull();

    vi.setSystemTime(new Date(at.getTime() + 5_500));
    const refused = await listUsers(runtime.writeKey);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('ratelimit')).toBe('"key";r=0;t=45');
    expect(refused.headers.get('ratelimit-policy')).toBe('"key";q=3;w=60');
    expect(refused.headers.get('x-request-id')).toMatch(/^req_/);
    expect(await refused.json()).toEqual({
      errors: [
        { code: 46, message: 'Too many requests: this API key sends at most 3 a minute; retry in 45 s' },
      ],
    });

    // Another key of the same user has a quota of its own.
    const other = await listUsers(otherKey);
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit')).toBe('"key";r=2;t=45');

    vi.setSystemTime(nextMinute);
    const again = await listUsers(runtime.writeKey);
    expect(again.status).toBe(200);
    expect(again.headers.get('ratelimit')).toBe('"key";r=2;t=60');
  });

  it('counts requests without a valid key by client address, before their 401; never the health check', async () => {
    vi.setSystemTime(minute(10));
    const keyless = (address: string, key = 'sk_sandbox_wrong') =>
      runtime.app.request('/api/users', { headers: { 'x-api-key': key } }, from(address));

    const first = await keyless('203.0.113.7');
    expect(first.status).toBe(401);
    expect(first.headers.get('ratelimit')).toBe('"address";r=1;t=50');
    expect(first.headers.get('ratelimit-policy')).toBe('"address";q=2;w=60');
    // The health check is not counted: it says what is left for the address.
    const health = await runtime.app.request('/api/health', {}, from('203.0.113.7'));
    expect(health.status).toBe(200);
    expect(health.headers.get('ratelimit')).toBe('"address";r=1;t=50');
    expect(health.headers.get('ratelimit-policy')).toBe('"address";q=2;w=60');
    expect((await keyless('203.0.113.7')).status).toBe(401);

    const refused = await keyless('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('50');
    expect(await refused.json()).toEqual({
      errors: [
        {
          code: 46,
          message:
            'Too many requests: requests without a valid key send, per address, at most 2 a minute; retry in 50 s',
        },
      ],
    });
    // A load balancer probing from a flooded address still sees the server up.
    for (let i = 0; i < 5; i++) {
      const probe = await runtime.app.request('/api/health', {}, from('203.0.113.7'));
      expect(probe.status).toBe(200);
      expect(probe.headers.get('ratelimit')).toBe('"address";r=0;t=50');
    }

    // Another address, and a valid key from the refused one, are served.
    expect((await keyless('203.0.113.8')).status).toBe(401);
    const valid = await runtime.app.request(
      '/api/users',
      { headers: { 'x-api-key': otherKey } },
      from('203.0.113.7'),
    );
    expect(valid.status).toBe(200);

    vi.setSystemTime(minute(11, 0));
    expect((await keyless('203.0.113.7')).status).toBe(401);
  });

  it('reads the address from the socket of a real connection', async () => {
    vi.setSystemTime(minute(20));
    const server = createAdaptorServer({ fetch: runtime.app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const statuses = [];
      const unknownKey = { headers: { 'x-api-key': 'sk_sandbox_wrong' } };
      for (let i = 0; i < 3; i++) {
        statuses.push((await fetch(`http://127.0.0.1:${port}/api/users`, unknownKey)).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
      // The in-process requests above have no socket: they count apart (as `unknown`).
      expect((await runtime.app.request('/api/users', unknownKey)).status).toBe(401);
      // The socket's address is refused, its health check is not.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('rateLimits', () => {
  it('defaults to 6,000 a minute per key and 300 per address in production, 10,000,000 in sandbox', () => {
    // The production settings beyond the mode are not this test's subject.
    const production = { ...parseConfig({ CAMBIO_MODE: 'sandbox' }), mode: 'production' as const };
    expect(rateLimits(production).limits).toEqual({ key: 6000, address: 300 });
    expect(rateLimits(parseConfig({ CAMBIO_MODE: 'sandbox' })).limits).toEqual({
      key: 10_000_000,
      address: 10_000_000,
    });
  });

  it('refuses settings that are not a whole number of at least 1', () => {
    for (const value of ['0', '-5', '1.5', 'lots']) {
      expect(() => parseConfig({ CAMBIO_MODE: 'sandbox', CAMBIO_RATE_LIMIT_PER_MINUTE: value })).toThrow(
        /CAMBIO_RATE_LIMIT_PER_MINUTE: /,
      );
    }
    expect(() =>
      parseConfig({ CAMBIO_MODE: 'sandbox', CAMBIO_RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' }),
    ).toThrow(/CAMBIO_RATE_LIMIT_ANONYMOUS_PER_MINUTE: /);
  });
});

describe('RateWindow', () => {
  it('starts every count over at the minute, and holds at most 100,000 clients (new ones then share one count)', () => {
    const window = new RateWindow(5);
    const now = at.getTime();
    expect([window.count('a', now), window.count('a', now), window.count('b', now)]).toEqual([1, 2, 1]);
    expect(window.secondsLeft(now)).toBe(50);
    expect(window.count('a', nextMinute.getTime())).toBe(1);
    // With `a`, 100,000 clients.
    for (let i = 1; i < 100_000; i++) window.count(`client-${i}`, nextMinute.getTime());
    expect(window.count('a', nextMinute.getTime())).toBe(2);
    expect([
      window.count('new-1', nextMinute.getTime()),
      window.count('new-2', nextMinute.getTime()),
    ]).toEqual([1, 2]);
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, unwraps an IPv4-mapped one, and counts IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8::1')).toBe(addressKey('2001:db8:0:0:ffff::2'));
    expect(addressKey('2001:db8::1')).not.toBe(addressKey('2001:db8:0:1::1'));
    expect(addressKey(undefined)).toBe('unknown');
  });
});
