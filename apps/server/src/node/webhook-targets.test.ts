import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductionTenant } from '../domain/bootstrap.ts';
import { productionSettings } from '../testing/production-fixtures.ts';
import { createNodeRuntime } from './runtime.ts';
import { type HostResolver, nodeWebhookTransport } from './webhook-transport.ts';

// Webhook targets in production mode, through the API of the Node app in process: which addresses a
// registration (create and update) takes, and a delivery to a name whose address changed since.

/** What each host name resolves to, as the test says (no DNS); a name not listed does not resolve. */
const dns = new Map<string, string[]>();
let lookups = 0;
const resolve: HostResolver = async (hostname) => {
  lookups++;
  const addresses = dns.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

// A receiver on 127.0.0.1 that no production delivery may reach: it counts the connections made to it.
let connections = 0;
const receiver = createServer((request, response) => {
  request.resume();
  response.end('ok');
}).on('connection', () => {
  connections++;
});

const dataDir = mkdtempSync(join(tmpdir(), 'cambio-webhook-targets-'));
const runtime = await createNodeRuntime({
  dataDir,
  env: {
    CAMBIO_MODE: 'production',
    CAMBIO_LOG_LEVEL: process.env.CAMBIO_LOG_LEVEL || 'silent',
    ...productionSettings(),
  },
});
runtime.deps.webhookTransport = nodeWebhookTransport('production', resolve);
let key = '';
let port = 0;

beforeAll(async () => {
  // The first broker, its operator user and live key, as `npm run keys -- init` makes them.
  const tenant = await createProductionTenant(runtime.store, runtime.deps.clock.now(), {
    name: 'Live broker',
    operator: {
      country: 'MX',
      email: 'operations@broker.example.com',
      phoneNumber: '+525500000000',
      address: {
        street1: 'Av. Reforma 222',
        city: 'CDMX',
        state: 'CDMX',
        country: 'MX',
        postalCode: '06600',
      },
    },
  });
  key = tenant.key.key;
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  port = (receiver.address() as AddressInfo).port;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((done) => receiver.close(done));
  runtime.store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: string, path: string, body?: unknown) =>
  runtime.app.request(path, {
    method,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** Deletes the registration a 201 answered. */
const forget = async (created: Response) => {
  const { id } = (await created.json()) as { id: string };
  expect((await call('DELETE', `/api/webhooks/${id}`)).status).toBe(204);
};
const register = (url: string) =>
  call('POST', '/api/webhooks', { type: 'orders', url, retryOnFailure: false });

/** The 400 a refused target answers: code 9 naming body.url, with what is wrong with the address. */
const refusedTarget = (problem: string) => ({
  errors: [
    {
      code: 9,
      field: 'body.url',
      message: `Invalid request: body.url must target a public unicast address: ${problem}`,
    },
  ],
});

// [host as written in the URL, what the answer says about it]
const refused: [string, string][] = [
  ['100.64.0.1', '100.64.0.1 is carrier-grade NAT'],
  ['100.100.100.200', '100.100.100.200 is carrier-grade NAT'],
  ['198.18.0.1', '198.18.0.1 is reserved (documentation, benchmarking or future use)'],
  ['224.0.0.1', '224.0.0.1 is multicast'],
  ['255.255.255.255', '255.255.255.255 is broadcast'],
  ['[64:ff9b::a9fe:a9fe]', '64:ff9b::a9fe:a9fe is NAT64 of 169.254.169.254, link-local'],
  ['[::127.0.0.1]', '::7f00:1 is IPv4-compatible (deprecated)'],
  ['[2002:7f00:1::]', '2002:7f00:1:: is 6to4 (deprecated tunnel)'],
  ['[fec0::1]', 'fec0::1 is site-local (deprecated)'],
  ['[2001:0:4136:e378:8000:63bf:3fff:fdd2]', '2001:0:4136:e378:8000:63bf:3fff:fdd2 is Teredo (tunnel)'],
  ['[64:ff9b:1::808:808]', '64:ff9b:1::808:808 is local-use NAT64'],
  ['[::ffff:127.0.0.1]', '::ffff:7f00:1 is loopback'],
  ['[::ffff:0:a9fe:a9fe]', '::ffff:0:a9fe:a9fe is IPv4-translated'],
  ['127.0.0.1', '127.0.0.1 is loopback'],
  ['10.0.0.1', '10.0.0.1 is private'],
  ['169.254.169.254', '169.254.169.254 is link-local'],
  ['192.0.2.10', '192.0.2.10 is reserved (documentation, benchmarking or future use)'],
  ['0.0.0.0', '0.0.0.0 is unspecified'],
  ['[::1]', '::1 is loopback'],
  ['[fd00:ec2::254]', 'fd00:ec2::254 is unique-local'],
  ['[fe80::1]', 'fe80::1 is link-local'],
  ['[ff02::1]', 'ff02::1 is multicast'],
  ['[2001:db8::1]', '2001:db8::1 is reserved (documentation, benchmarking or future use)'],
  ['localhost', 'localhost names this machine'],
];

const accepted = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '[2606:4700:4700::1111]',
  '[2001:4860:4860::8888]',
  '[2a00:1450:4001:82a::200e]',
  '[::ffff:8.8.4.4]',
  '[64:ff9b::808:808]',
];

describe('webhook targets at registration, production mode', () => {
  it.each(refused)('create refuses https://%s/ (400 naming body.url)', async (host, problem) => {
    const response = await register(`https://${host}/hook`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusedTarget(problem));
  });

  it.each(accepted)('create accepts https://%s/', async (host) => {
    const response = await register(`https://${host}/hook`);
    expect(response.status, await response.clone().text()).toBe(201);
    // A user has a bounded number of registrations: this one has been seen.
    await forget(response);
  });

  it('update refuses the same addresses, and the registration keeps its URL', async () => {
    const created = await register('https://8.8.8.8/update-target');
    const { id } = (await created.json()) as { id: string };
    for (const [host, problem] of refused) {
      const response = await call('PATCH', `/api/webhooks/${id}`, { url: `https://${host}/hook` });
      expect(response.status, host).toBe(400);
      expect(await response.json()).toEqual(refusedTarget(problem));
    }
    const stored = (await (await call('GET', `/api/webhooks/${id}`)).json()) as { url: string };
    expect(stored.url).toBe('https://8.8.8.8/update-target');
  });

  it('resolves a host name: refused when it has a refused address now, else accepted', async () => {
    dns.set('internal.example.com', ['93.184.216.34', '10.1.2.3']);
    const internal = await register('https://internal.example.com/hook');
    expect(internal.status).toBe(400);
    expect(await internal.json()).toEqual(
      refusedTarget('internal.example.com resolves to 10.1.2.3, private'),
    );
    dns.set('hooks.example.com', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
    const hooks = await register('https://hooks.example.com/hook');
    expect(hooks.status).toBe(201);
    await forget(hooks);
  });

  it('accepts a host name that does not resolve yet: the delivery checks it', async () => {
    const before = lookups;
    const notYet = await register('https://not-yet.example.com/hook');
    expect(notYet.status).toBe(201);
    expect(lookups).toBe(before + 1);
    await forget(notYet);
  });
});

describe('webhook delivery to a name that resolves to a refused address, production mode', () => {
  it('records a refused attempt and does not connect', async () => {
    dns.set('rebinding.example.com', ['93.184.216.34']);
    const created = await register(`https://rebinding.example.com:${port}/hook`);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The name now points at this machine, where the receiver listens.
    dns.set('rebinding.example.com', ['127.0.0.1']);
    const ping = await call('POST', `/api/webhooks/${id}/ping`);
    expect(ping.status).toBe(200);
    const error =
      'refused target address 127.0.0.1 (loopback): production mode delivers to public unicast addresses only';
    expect(await ping.json()).toMatchObject({ outcome: 'failed', statusCode: null, error });
    const attempts = (await (await call('GET', `/api/webhooks/${id}/attempts`)).json()) as unknown[];
    expect(attempts).toEqual([expect.objectContaining({ outcome: 'failed', statusCode: null, error })]);
    expect(connections).toBe(0);
  });
});
