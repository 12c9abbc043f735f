import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchTransport, type WebhookTransport } from '../domain/webhooks/transport.ts';
import { nodeWebhookTransport } from './webhook-transport.ts';

// The two ways deliveries leave: undici on Node (with the production address check) and fetch on Workers
// (run here on Node's fetch), against a real receiver on 127.0.0.1.
const hits: string[] = [];
const held: ServerResponse[] = [];
const receiver = createServer((request, response) => {
  hits.push(request.url ?? '');
  request.resume();
  request.on('end', () => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/elsewhere' }).end();
    } else if (request.url === '/large') {
      response.writeHead(200).end('x'.repeat(1024 * 1024));
    } else if (request.url === '/busy') {
      response.writeHead(503, { 'retry-after': '120' }).end('busy');
    } else if (request.url === '/hang') {
      held.push(response);
    } else {
      response.writeHead(200).end('ok');
    }
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;
afterAll(async () => {
  for (const response of held) response.destroy();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const send = (transport: WebhookTransport, url: string) =>
  transport.send({ url, headers: { 'content-type': 'application/json' }, body: '{}' });

describe.each<[string, WebhookTransport]>([
  ['node (undici)', nodeWebhookTransport('sandbox')],
  ['fetch (Workers)', fetchTransport('sandbox')],
])('%s transport', (_, transport) => {
  it('answers the status, Retry-After and the start of the body', async () => {
    expect(await send(transport, `http://127.0.0.1:${port}/busy`)).toMatchObject({
      statusCode: 503,
      retryAfter: '120',
      body: 'busy',
    });
  });

  it('does not follow a redirect', async () => {
    const before = hits.length;
    expect(await send(transport, `http://127.0.0.1:${port}/redirect`)).toMatchObject({ statusCode: 302 });
    expect(hits.slice(before)).toEqual(['/redirect']);
  });

  it('reads at most 1,024 bytes of an answer', async () => {
    const response = await send(transport, `http://127.0.0.1:${port}/large`);
    expect(response).toMatchObject({ statusCode: 200 });
    expect('body' in response && response.body.length).toBe(1024);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await send(transport, `http://127.0.0.1:${closedPort}/`)).toMatchObject({
      error: expect.stringMatching(/^network error: /),
    });
  });
});

describe('node transport in production mode', () => {
  const production = nodeWebhookTransport('production');

  it('refuses loopback targets, by address and by a name that resolves to one, without connecting', async () => {
    const before = hits.length;
    for (const url of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://[::1]:${port}/`]) {
      expect(await send(production, url), url).toMatchObject({
        error: expect.stringMatching(/^refused target address (127\.0\.0\.1|::1): production mode/),
      });
    }
    expect(hits.length).toBe(before);
  });

  it('refuses link-local and metadata addresses in sandbox mode too, on both transports', async () => {
    for (const transport of [nodeWebhookTransport('sandbox'), fetchTransport('sandbox')]) {
      expect(await send(transport, 'http://169.254.169.254/latest/meta-data')).toMatchObject({
        error: expect.stringMatching(/^refused target address 169\.254\.169\.254: link-local/),
      });
    }
  });

  it('refuses the same IP literals with the fetch transport (Workers)', async () => {
    const before = hits.length;
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::1]:${port}/`, 'http://169.254.169.254/']) {
      expect(await send(fetchTransport('production'), url), url).toMatchObject({
        error: expect.stringMatching(/^refused target address .*: production mode/),
      });
    }
    expect(hits.length).toBe(before);
  });
});

describe('the delivery timeout', () => {
  it.concurrent.each<[string, WebhookTransport]>([
    ['node (undici)', nodeWebhookTransport('sandbox')],
    ['fetch (Workers)', fetchTransport('sandbox')],
  ])(
    '%s gives up after 10 seconds without an answer',
    async (_, transport) => {
      const started = Date.now();
      expect(await send(transport, `http://127.0.0.1:${port}/hang`)).toMatchObject({
        error: 'timeout after 10 s',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_900);
    },
    20_000,
  );
});
