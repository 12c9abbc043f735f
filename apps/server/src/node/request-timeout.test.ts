import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnMain } from '../testing/test-runtime.ts';

// A client that sends its request slowly is cut after CAMBIO_REQUEST_TIMEOUT_SECONDS (here 1 s; Node's own
// bound is 300 s), with the documented 408 body, while a client that sends in time is served.
const dataDir = mkdtempSync(join(tmpdir(), 'cambio-timeout-'));
const key = `sk_sandbox_timeout_${randomBytes(24).toString('base64url')}`;
let server: ChildProcess;
let origin = '';

beforeAll(async () => {
  ({ child: server, origin } = await spawnMain(dataDir, key, { CAMBIO_REQUEST_TIMEOUT_SECONDS: '1' }));
});

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Writes `parts` on one connection, `gapMs` apart; resolves with what the server sent and when it closed. */
function trickle(parts: string[], gapMs: number): Promise<{ received: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let next = 0;
    const timer = setInterval(() => {
      if (next < parts.length && socket.writable) socket.write(parts[next++] as string);
    }, gapMs);
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: performance.now() - started });
    });
  });
}

describe('the request timeout (CAMBIO_REQUEST_TIMEOUT_SECONDS)', () => {
  it('answers 408 code 42 to a body that never finishes arriving, within seconds', async () => {
    const head = `POST /api/addresses HTTP/1.1\r\nHost: x\r\nx-api-key: ${key}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`;
    // The head at once, then a byte of the body every 200 ms: the 1000 would take 200 s.
    const { received, closedAfterMs } = await trickle(
      [head, ...Array.from({ length: 1000 }, () => ' ')],
      200,
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      errors: [{ code: 42, message: expect.any(String) }],
    });
    // 1 s, checked every second: cut after 1 to 2.x s, not Node's 300.
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('answers 408 to headers that never finish arriving', async () => {
    const lines = [
      'GET /api/users HTTP/1.1\r\n',
      'Host: x\r\n',
      ...Array.from({ length: 100 }, (_, i) => `x-${i}: y\r\n`),
    ];
    const { received, closedAfterMs } = await trickle(lines, 200);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('serves a request that arrives in time', async () => {
    const response = await fetch(`${origin}/api/users`, { headers: { 'x-api-key': key } });
    expect(response.status).toBe(200);
  });
});
