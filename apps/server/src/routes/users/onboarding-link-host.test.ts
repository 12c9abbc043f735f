import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../http/context.ts';
import { runKeysCommand } from '../../node/keys-command.ts';
import { createNodeRuntime } from '../../node/runtime.ts';
import { productionSettings } from '../../testing/production-fixtures.ts';
import { createPendingUser, openTestRuntime } from '../../testing/test-runtime.ts';

// Links the service hands out come from CAMBIO_PUBLIC_BASE_URL, not from the request's Host header: the
// onboarding link is handed out again later (and in the user's providerVerificationSessionUrl), so a Host
// someone chose would reach the user. A sandbox without the setting builds each answer's link on the origin
// that request was sent to; only the token is stored. Over a real Node server, where the Host header makes
// the request's URL.
const cleanups: Array<() => void | Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Served = {
  port: number;
  key: string;
  app: App;
};

/** `fetch` cannot choose a Host: node:http can. */
function get(served: Served, path: string, host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: served.port, path, headers: { host, 'x-api-key': served.key } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }): Promise<number> {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

/** A new user of the key's broker, in MX, onboarding not started. */
/** A new user of the served broker, through the API. */
const newUser = (served: Served) => createPendingUser({ app: served.app, writeKey: served.key });

async function production(): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cambio-host-production-'));
  const env = {
    CAMBIO_MODE: 'production',
    CAMBIO_DATA_DIR: dataDir,
    CAMBIO_LOG_LEVEL: 'silent',
    ...productionSettings(),
  };
  const out: string[] = [];
  const operator = ['--broker', 'Acme Exchange', '--email', 'ops@acme.example', '--phone', '+525512345678'];
  const address = ['--street', 'Av. Reforma 222', '--city', 'Ciudad de México', '--state', 'CDMX'];
  const code = await runKeysCommand(['init', ...operator, ...address, '--postal-code', '06600'], env, {
    out: (text) => out.push(text),
    err: (text) => out.push(text),
  });
  expect(code, out.join('\n')).toBe(0);
  const key =
    out
      .join('\n')
      .split('\n')
      .find((line) => line.startsWith('sk_live_')) ?? '';
  const runtime = await createNodeRuntime({ dataDir, env });
  cleanups.push(() => {
    runtime.store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { port: await listen(runtime.app), key, app: runtime.app };
}

async function sandbox(env: Record<string, string> = {}): Promise<Served> {
  const runtime = await openTestRuntime('host', env);
  cleanups.push(() => runtime.dispose());
  return { port: await listen(runtime.app), key: runtime.writeKey, app: runtime.app };
}

describe('links and the Host header', () => {
  it('in production: the onboarding link, stored and handed out again, is on the public base URL whatever the Host', async () => {
    const served = await production();
    const userId = await newUser(served);
    const first = await get(served, `/api/users/${userId}/link`, 'evil.example');
    expect(first.status).toBe(200);
    const link = (first.body as { onboardingLink: string }).onboardingLink;
    expect(link).toMatch(/^https:\/\/api\.acme\.example\/onboarding\/ot_[A-Za-z0-9_-]+$/);
    const again = await get(served, `/api/users/${userId}/link`, 'attacker.example:8443');
    expect(again.body).toEqual({ onboardingLink: link });
    const user = await get(served, `/api/users/${userId}`, 'evil.example');
    expect(user.body).toMatchObject({ onboarding: { MX: { providerVerificationSessionUrl: link } } });
  });

  it('in production: the document names the public base URL as its server whatever the Host', async () => {
    const served = await production();
    const document = await get(served, '/openapi.json', 'evil.example');
    expect((document.body as { servers: unknown }).servers).toEqual([
      { url: 'https://api.acme.example', description: 'This server' },
    ]);
  });

  it('in a sandbox with a public base URL: the same', async () => {
    const served = await sandbox({ CAMBIO_PUBLIC_BASE_URL: 'https://sandbox.acme.example' });
    const userId = await newUser(served);
    const link = await get(served, `/api/users/${userId}/link`, 'evil.example');
    expect((link.body as { onboardingLink: string }).onboardingLink).toMatch(
      /^https:\/\/sandbox\.acme\.example\/onboarding\/ot_/,
    );
  });

  it('in a sandbox without one: the origin the request was sent to (a local sandbox has no other name)', async () => {
    const served = await sandbox();
    const userId = await newUser(served);
    const link = await get(served, `/api/users/${userId}/link`, `localhost:${served.port}`);
    expect((link.body as { onboardingLink: string }).onboardingLink).toMatch(
      new RegExp(`^http://localhost:${served.port}/onboarding/ot_`),
    );
  });

  it("in a sandbox without one: each caller gets the link on its own origin, never the first caller's", async () => {
    const served = await sandbox();
    const userId = await newUser(served);
    const linkOf = async (host: string) =>
      ((await get(served, `/api/users/${userId}/link`, host)).body as { onboardingLink: string })
        .onboardingLink;
    const first = await linkOf('first-caller.example');
    const token = first.split('/onboarding/')[1];
    expect(first).toBe(`http://first-caller.example/onboarding/${token}`);
    expect(await linkOf(`localhost:${served.port}`)).toBe(
      `http://localhost:${served.port}/onboarding/${token}`,
    );
    const user = await get(served, `/api/users/${userId}`, `127.0.0.1:${served.port}`);
    expect(user.body).toMatchObject({
      onboarding: {
        MX: { providerVerificationSessionUrl: `http://127.0.0.1:${served.port}/onboarding/${token}` },
      },
    });
  });
});
