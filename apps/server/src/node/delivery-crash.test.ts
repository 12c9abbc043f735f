import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { claimMs } from '../domain/webhooks/delivery-runner.ts';
import { spawnMain } from '../testing/test-runtime.ts';

// At least once across a crash: the entry `npm start` runs (main.ts) is killed with SIGKILL after an event
// was committed and before its delivery was acknowledged, then started again on the same data directory.
const dataDir = mkdtempSync(join(tmpdir(), 'cambio-crash-'));
const key = `sk_sandbox_crash_${randomBytes(24).toString('base64url')}`;
const children: ChildProcess[] = [];

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let hang = true;
const held: ServerResponse[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    if (hang) held.push(response);
    else response.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const response of held) response.destroy();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const { child, origin } = await spawnMain(dataDir, key);
  children.push(child);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${origin}${path}`, {
      method,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { child, call };
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('webhook delivery across a SIGKILL', () => {
  it('sends an event again after a restart when the server died while sending it', async () => {
    const first = await start();
    const [caller] = (await (await first.call('GET', '/api/users')).json()) as Array<{ id: string }>;
    const registered = await first.call('POST', '/api/webhooks', {
      type: 'bank-accounts',
      url: receiverUrl,
      retryOnFailure: true,
      userId: caller?.id,
    });
    const { secret } = (await registered.json()) as { secret: string };
    const account = await first.call('POST', '/api/bank/accounts', {
      userId: caller?.id,
      country: 'MX',
      fiat: 'MXN',
      accountHolderName: 'Ana García',
      CLABE: '012180001234567899',
    });
    expect(account.status).toBe(201);
    // The runner sends it within a moment; the receiver holds the request and never answers.
    await until(() => received.length === 1);
    expect(received).toHaveLength(1);
    await kill(first.child);

    hang = false;
    const second = await start();
    // The delivery was claimed by the killed process: it is due again when the claim runs out.
    const advanced = await second.call('POST', '/api/sandbox/clock/advance', { seconds: claimMs / 1000 + 1 });
    expect(advanced.status).toBe(200);
    await until(() => received.length === 2);
    expect(received).toHaveLength(2);
    const [lost, delivered] = received;
    expect(delivered?.headers['webhook-id']).toBe(lost?.headers['webhook-id']);
    expect(delivered?.body).toBe(lost?.body);
    expect(
      new Webhook(secret).verify(delivered?.body ?? '', delivered?.headers as Record<string, string>),
    ).toMatchObject({
      event: 'bankAccount.created',
    });
    await kill(second.child);
  });

  it('sends an event committed just before the kill after the restart', async () => {
    // Whatever the first server sent before the kill is never acknowledged: only the restart can deliver it.
    hang = true;
    const first = await start();
    const [caller] = (await (await first.call('GET', '/api/users')).json()) as Array<{ id: string }>;
    // The answer of the commit is the moment of the kill: the delivery runner had at most a few ms.
    const account = await first.call('POST', '/api/bank/accounts', {
      userId: caller?.id,
      country: 'MX',
      fiat: 'MXN',
      accountHolderName: 'Ana García',
      CLABE: '012180001234567886',
    });
    expect(account.status).toBe(201);
    await kill(first.child);
    const { id } = (await account.json()) as { id: string };
    hang = false;
    const before = received.length;
    const second = await start();
    await second.call('POST', '/api/sandbox/clock/advance', { seconds: claimMs / 1000 + 1 });
    const ofAccount = () => received.slice(before).filter((delivery) => delivery.body.includes(id));
    await until(() => ofAccount().length >= 1);
    expect(ofAccount().length).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(ofAccount()[0]?.body ?? '{}')).toMatchObject({
      event: 'bankAccount.created',
      data: { id },
    });
    await kill(second.child);
  });
});
