import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLog, type LogLine } from '../testing/captured-log.ts';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';

let runtime: TestRuntime;
let lines: LogLine[];

beforeAll(async () => {
  const log = capturedLog();
  lines = log.lines;
  runtime = await openTestRuntime('request-log', { CAMBIO_LOG_LEVEL: 'info' }, log.destination);
});
afterAll(() => runtime.dispose());

const madeId = /^req_[0-9A-HJKMNP-TV-Z]{26}$/;

async function send(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const response = await runtime.app.request(path, {
    ...init,
    headers: { 'x-api-key': runtime.writeKey, ...headers },
  });
  await response.arrayBuffer();
  return response;
}

/** The access line of the request answered with `response`. */
function lineOf(response: Response): LogLine | undefined {
  const id = response.headers.get('x-request-id');
  return lines.find((line) => line.msg === 'request' && line.requestId === id);
}

describe('X-Request-Id', () => {
  it('keeps a valid id the caller sends: letters, digits, _, - and =, up to 128 characters', async () => {
    for (const id of ['a', 'trace-7f3a_9=', '3f2b8c1e-5d4a-4f6b-9e7c-2a1d0c9b8e7f', 'x'.repeat(128)]) {
      const response = await send('/api/users?limit=1', { 'X-Request-Id': id });
      expect(response.headers.get('x-request-id'), id).toBe(id);
    }
  });

  it('makes a time-ordered req_ id when none is sent', async () => {
    const first = (await send('/api/users?limit=1')).headers.get('x-request-id') ?? '';
    const second = (await send('/api/users?limit=1')).headers.get('x-request-id') ?? '';
    expect(first).toMatch(madeId);
    expect(second).toMatch(madeId);
    expect(second > first).toBe(true);
  });

  it('replaces an invalid id with one of its own: empty, too long, other characters', async () => {
    for (const id of ['', 'x'.repeat(129), 'has space', 'semi;colon', 'dot.ted', 'ünïcode', 'a\tb']) {
      const response = await send('/api/users?limit=1', { 'X-Request-Id': id });
      expect(response.headers.get('x-request-id'), JSON.stringify(id)).toMatch(madeId);
    }
  });

  it('is on every answer: refused keys, unknown paths, other methods, pages outside /api', async () => {
    const answers = [
      await send('/api/users', { 'x-api-key': 'sk_sandbox_unknown' }),
      await send('/api/nothing'),
      await send('/api/users', {}, { method: 'PUT' }),
      await send('/openapi.json'),
      await send('/nothing-here'),
    ];
    for (const response of answers) expect(response.headers.get('x-request-id')).toMatch(madeId);
  });
});

describe('the access log', () => {
  it('writes one JSON line per request: time, id, method, route, path, status, duration and broker', async () => {
    const userId = await createPendingUser(runtime);
    const response = await send(`/api/users/${userId}/link`, { 'X-Request-Id': 'access-line-1' });
    expect(response.status).toBe(200);
    const matching = lines.filter((line) => line.requestId === 'access-line-1');
    expect(matching).toEqual([
      {
        level: 'info',
        time: expect.any(Number),
        msg: 'request',
        requestId: 'access-line-1',
        method: 'GET',
        route: '/api/users/:id/link',
        path: `/api/users/${userId}/link`,
        status: 200,
        durationMs: expect.any(Number),
        brokerId: runtime.brokerId,
      },
    ]);
    expect(matching[0]?.durationMs).toBeGreaterThanOrEqual(0);
    // Epoch milliseconds of when the line was written.
    expect(Math.abs(Number(matching[0]?.time) - Date.now())).toBeLessThan(60_000);
  });

  it('has no broker for a refused key and no route for a path no operation serves', async () => {
    const refused = lineOf(await send('/api/users', { 'x-api-key': 'sk_sandbox_unknown' }));
    expect(refused).toMatchObject({ status: 401, route: '/api/users', path: '/api/users' });
    expect(refused).not.toHaveProperty('brokerId');
    const unknown = lineOf(await send('/api/nothing'));
    expect(unknown).toMatchObject({ status: 404, path: '/api/nothing' });
    expect(unknown).not.toHaveProperty('route');
  });

  it('logs an unexpected error under the request id that its 500 answer and message give', async () => {
    vi.spyOn(runtime.deps.prices, 'quote').mockImplementationOnce(() => {
      throw new Error('price feed broke');
    });
    const response = await send(
      '/api/market/prices/spot?side=buy&fiat=MXN&country=MX&crypto=USDC&network=polygon',
      { 'X-Request-Id': 'failing-1' },
    );
    expect(response.status).toBe(500);
    const failure = lines.find((line) => line.level === 'error' && line.requestId === 'failing-1');
    expect(failure).toMatchObject({ msg: 'unhandled error', method: 'GET', path: '/api/market/prices/spot' });
    expect(String(failure?.error)).toContain('price feed broke');
    expect(lineOf(response)).toMatchObject({ status: 500, route: '/api/market/prices/spot' });
  });

  it('writes nothing at level warn', async () => {
    const log = capturedLog('warn');
    const quiet = await openTestRuntime('request-log-warn', { CAMBIO_LOG_LEVEL: 'warn' }, log.destination);
    try {
      const response = await quiet.app.request('/api/users', { headers: { 'x-api-key': quiet.writeKey } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toMatch(madeId);
      expect(log.lines).toEqual([]);
    } finally {
      quiet.dispose();
    }
  });
});
