import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { WebhookTransport } from '../deps.ts';
import { fetchTransport } from '../domain/webhooks/transport.ts';
import { type HostResolver, nodeWebhookTransport } from './webhook-transport.ts';

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
        error: expect.stringMatching(
          /^refused target address (127\.0\.0\.1|::1) \(loopback\): production mode delivers to public unicast addresses only$/,
        ),
      });
    }
    expect(hits.length).toBe(before);
  });

  it('refuses link-local and metadata addresses in sandbox mode too, on both transports', async () => {
    for (const transport of [nodeWebhookTransport('sandbox'), fetchTransport('sandbox')]) {
      expect(await send(transport, 'http://169.254.169.254/latest/meta-data')).toMatchObject({
        error:
          'refused target address 169.254.169.254 (link-local): link-local and cloud metadata addresses are never delivered to',
      });
    }
  });

  it('refuses the same IP literals with the fetch transport (Workers)', async () => {
    const before = hits.length;
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::1]:${port}/`, 'http://169.254.169.254/']) {
      expect(await send(fetchTransport('production'), url), url).toMatchObject({
        error: expect.stringMatching(/^refused target address .* \((loopback|link-local)\): production mode/),
      });
    }
    expect(hits.length).toBe(before);
  });
});

describe('node transport with a name resolved by an injected resolver', () => {
  // What a name resolves to is the test's to say: no DNS, and the receiver on 127.0.0.1 stands for any
  // address, so a hit proves the connection went to the address the resolver answered.
  const resolving =
    (answers: Record<string, string[]>): HostResolver =>
    async (hostname) => {
      const addresses = answers[hostname];
      if (!addresses)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };

  it('connects to the address the resolver answered (sandbox mode, which allows loopback)', async () => {
    const transport = nodeWebhookTransport('sandbox', resolving({ 'receiver.test': ['127.0.0.1'] }));
    const before = hits.length;
    expect(await send(transport, `http://receiver.test:${port}/resolved`)).toMatchObject({ statusCode: 200 });
    expect(hits.slice(before)).toEqual(['/resolved']);
  });

  it.each<[string, string[], string]>([
    ['loopback', ['127.0.0.1'], 'refused target address 127.0.0.1 (loopback)'],
    [
      'the metadata address through NAT64',
      ['64:ff9b::a9fe:a9fe'],
      'refused target address 64:ff9b::a9fe:a9fe (NAT64 of 169.254.169.254, link-local)',
    ],
    [
      'Alibaba Cloud metadata',
      ['100.100.100.200'],
      'refused target address 100.100.100.200 (carrier-grade NAT)',
    ],
    [
      'a public address with a private one beside it',
      ['93.184.216.34', '10.0.0.7'],
      'refused target address 10.0.0.7 (private)',
    ],
    [
      'a public IPv6 address with a site-local one beside it',
      ['2606:4700:4700::1111', 'fec0::1'],
      'refused target address fec0::1 (site-local (deprecated))',
    ],
  ])('production refuses a name resolving to %s, without connecting', async (_, addresses, error) => {
    let resolved = 0;
    const resolve: HostResolver = async (hostname) => {
      resolved++;
      return resolving({ 'hooks.example.com': addresses })(hostname);
    };
    const before = hits.length;
    expect(
      await send(nodeWebhookTransport('production', resolve), `https://hooks.example.com:${port}/`),
    ).toMatchObject({
      error: `${error}: production mode delivers to public unicast addresses only`,
    });
    expect(resolved).toBeGreaterThan(0);
    expect(hits.length).toBe(before);
  });

  it('reports a name that does not resolve as a network error', async () => {
    expect(
      await send(nodeWebhookTransport('production', resolving({})), 'https://nowhere.test/'),
    ).toMatchObject({
      error: 'network error: getaddrinfo ENOTFOUND nowhere.test',
    });
  });
});

describe('hostRefusal at registration', () => {
  const answering =
    (addresses: string[]): HostResolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('names the first refused address a host resolves to now, in production', async () => {
    const transport = nodeWebhookTransport('production', answering(['93.184.216.34', '100.100.100.200']));
    expect(await transport.hostRefusal?.('hooks.example.com')).toBe(
      'hooks.example.com resolves to 100.100.100.200, carrier-grade NAT',
    );
  });

  it('passes a host with public addresses only, and one that does not resolve (the delivery checks again)', async () => {
    const publicOnly = nodeWebhookTransport(
      'production',
      answering(['93.184.216.34', '2606:4700:4700::1111']),
    );
    expect(await publicOnly.hostRefusal?.('hooks.example.com')).toBeUndefined();
    const failing = nodeWebhookTransport('production', async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    });
    expect(await failing.hostRefusal?.('hooks.example.com')).toBeUndefined();
  });

  it('resolves nothing in sandbox mode', () => {
    expect(nodeWebhookTransport('sandbox', answering(['127.0.0.1'])).hostRefusal).toBeUndefined();
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
