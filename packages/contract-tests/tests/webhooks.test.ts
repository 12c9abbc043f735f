import type { WebhookRegistration } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../src/harness/api.ts';
import { expectError, expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { unique } from '../src/harness/fixtures.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// Webhook registrations: list (spec 4.17), get (4.18), delete (4.19), register and update (extensions).
const tenant = await newTenant(await resolveTarget());
const otherUser = await createUser(tenant);
const missingWebhook = 'whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5';
const hookUrl = () => `https://hooks.example.com/cambio/${unique()}`;

const register = (body: unknown) =>
  tenant.call<{ id: string; secret: string }>({ method: 'POST', path: '/api/webhooks', body });
const get = (id: string) =>
  tenant.call<WebhookRegistration>({ method: 'GET', path: `/api/webhooks/${id}`, key: tenant.readKey });
const update = (id: string, body: unknown) =>
  tenant.call<WebhookRegistration>({ method: 'PATCH', path: `/api/webhooks/${id}`, body });
const remove = (id: string) => tenant.call({ method: 'DELETE', path: `/api/webhooks/${id}` });
const list = (query = '') =>
  tenant.call<WebhookRegistration[]>({ method: 'GET', path: `/api/webhooks${query}`, key: tenant.readKey });

describe('createWebhook and getWebhook', () => {
  it('registers a URL for the caller user and shows the secret only once', async () => {
    const url = hookUrl();
    const created = await register({ type: 'orders', url, retryOnFailure: true });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^whk_/);
    // Standard Webhooks: `whsec_` and the base64 of the key, at least 24 random bytes.
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);
    expect(Buffer.from(created.body.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const read = await get(created.body.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      userId: tenant.userId,
      type: 'orders',
      url,
      retryOnFailure: true,
    });
    expect(JSON.stringify(read.body)).not.toContain(created.body.secret);
  });

  it('registers for another user of the broker, every type, and plain http to a local host in sandbox mode', async () => {
    for (const type of ['orders', 'bank-accounts', 'users'] as const) {
      const created = await register({
        type,
        // A production server sends webhooks over https to public hosts only (below).
        url: onProduction ? hookUrl() : `http://localhost:4000/hooks/${unique()}`,
        userId: otherUser,
        retryOnFailure: false,
      });
      expect(created.status, type).toBe(201);
      expect((await get(created.body.id)).body).toMatchObject({
        type,
        userId: otherUser,
        retryOnFailure: false,
      });
    }
  });

  it.runIf(onProduction)(
    'refuses plain http and a local or private host in production (400 code 9)',
    async () => {
      for (const url of [
        'http://hooks.example.com/h',
        'https://localhost/h',
        'https://127.0.0.1/h',
        'https://10.0.0.7/h',
      ]) {
        const created = await register({ type: 'orders', url, retryOnFailure: false });
        expect(fieldError(created), url).toEqual({ status: 400, code: 9, field: 'body.url' });
      }
    },
  );

  it('refuses the same user, type and URL twice (409 code 35), not the same URL for another type', async () => {
    const url = hookUrl();
    expect((await register({ type: 'users', url, retryOnFailure: true })).status).toBe(201);
    expectError(await register({ type: 'users', url, retryOnFailure: false }), 'duplicateResource');
    expect((await register({ type: 'orders', url, retryOnFailure: true })).status).toBe(201);
  });

  it('refuses bad input, naming the field', async () => {
    const valid = { type: 'orders', url: hookUrl(), retryOnFailure: true };
    const cases: [unknown, string][] = [
      [{ ...valid, type: 'payments' }, 'body.type'],
      [{ ...valid, url: 'not a url' }, 'body.url'],
      [{ ...valid, url: 'ftp://hooks.example.com/x' }, 'body.url'],
      [{ ...valid, url: 'https://user:secret@hooks.example.com/x' }, 'body.url'],
      [{ ...valid, url: `https://hooks.example.com/${'x'.repeat(2048)}` }, 'body.url'],
      [{ ...valid, retryOnFailure: 'yes' }, 'body.retryOnFailure'],
      [{ type: 'orders', url: hookUrl() }, 'body.retryOnFailure'],
      [{ ...valid, secret: 'mine' }, 'body.secret'],
    ];
    for (const [body, field] of cases) expectInvalid(await register(body), field);
  });

  it('answers 404 code 1 for an unknown user, 404 code 7 for an unknown registration', async () => {
    const body = {
      type: 'orders',
      url: hookUrl(),
      retryOnFailure: true,
      userId: 'usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST',
    };
    expectError(await register(body), 'userNotFound');
    expectError(await get(missingWebhook), 'webhookNotFound');
  });
});

describe('listWebhooks', () => {
  it('lists the broker’s registrations newest first, filters by user and pages with X-Total-Count', async () => {
    const owner = await createUser(tenant);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await register({ type: 'orders', url: hookUrl(), userId: owner, retryOnFailure: true });
      ids.unshift(created.body.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = await list(`?userId=${owner}`);
    expect(all.body.map((hook) => hook.id)).toEqual(ids);
    expect(totalCount(all)).toBe(3);
    const second = await list(`?userId=${owner}&limit=2&page=2`);
    expect(second.body.map((hook) => hook.id)).toEqual(ids.slice(2));
    expect(totalCount(second)).toBe(3);
    const everyone = await list('?limit=100');
    expect(totalCount(everyone)).toBeGreaterThanOrEqual(3);
    expect(everyone.body.map((hook) => hook.id)).toEqual(expect.arrayContaining(ids));
    expect(JSON.stringify(everyone.body)).not.toContain('whsec_');
  });

  it('matches nothing for an unknown user and refuses bad paging', async () => {
    const none = await list('?userId=usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST');
    expect(none.body).toEqual([]);
    expect(totalCount(none)).toBe(0);
    expectInvalid(await list('?limit=0'), 'query.limit');
    expectInvalid(await list('?page=-1'), 'query.page');
  });
});

describe('updateWebhook', () => {
  it('changes the URL and the retry flag, nothing else', async () => {
    const created = await register({ type: 'orders', url: hookUrl(), retryOnFailure: true });
    const url = hookUrl();
    const result = await update(created.body.id, { url, retryOnFailure: false });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: created.body.id,
      type: 'orders',
      userId: tenant.userId,
      url,
      retryOnFailure: false,
    });
    const flagOnly = await update(created.body.id, { retryOnFailure: true });
    expect(flagOnly.body).toMatchObject({ url, retryOnFailure: true });
  });

  it('refuses a URL the same user already registered for the type (409 code 35)', async () => {
    const taken = hookUrl();
    await register({ type: 'users', url: taken, retryOnFailure: true });
    const created = await register({ type: 'users', url: hookUrl(), retryOnFailure: true });
    expectError(await update(created.body.id, { url: taken }), 'duplicateResource');
  });

  it('refuses bad input, naming the field, and an unknown id (404 code 7)', async () => {
    const created = await register({ type: 'orders', url: hookUrl(), retryOnFailure: true });
    expectInvalid(await update(created.body.id, { url: 'mailto:ops@example.com' }), 'body.url');
    expectInvalid(await update(created.body.id, { type: 'users' }), 'body.type');
    expectInvalid(await update(created.body.id, { retryOnFailure: 1 }), 'body.retryOnFailure');
    expectError(await update(created.body.id, {}), 'invalidRequest');
    expectError(await update(missingWebhook, { retryOnFailure: true }), 'webhookNotFound');
  });
});

describe('deleteWebhook', () => {
  it('answers 204 without a body, then the registration is gone (404 code 7)', async () => {
    const created = await register({ type: 'orders', url: hookUrl(), retryOnFailure: true });
    const deleted = await remove(created.body.id);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expectError(await get(created.body.id), 'webhookNotFound');
    expectError(await remove(created.body.id), 'webhookNotFound');
    expectError(await update(created.body.id, { retryOnFailure: false }), 'webhookNotFound');
  });
});

// What an operator can do to a registration whatever its receiver does (webhook-deliveries.test.ts has a real
// receiver on a sandbox): rotate the secret, ping, send a stored event again, read the log. The receiver here
// does not exist (.invalid never resolves), so each attempt fails, and says so.
describe('a registration without a reachable receiver', () => {
  it('rotates its secret, pings, redelivers a stored event of its user and logs every attempt', async () => {
    const created = await register({
      type: 'users',
      url: `https://hooks.invalid/${unique()}`,
      userId: otherUser,
      retryOnFailure: false,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const rotated = await tenant.call<{ id: string; secret: string; previousSecretExpiresAt: string }>({
      method: 'POST',
      path: `/api/webhooks/${id}/secret/rotate`,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);

    type Attempt = { outcome: string; eventId: string };
    const ping = await tenant.call<Attempt>({ method: 'POST', path: `/api/webhooks/${id}/ping` });
    expect(ping.status).toBe(200);
    expect(ping.body.outcome).not.toBe('delivered');

    const events = await tenant.call<Array<{ id: string }>>({
      method: 'GET',
      path: `/api/events?userId=${otherUser}&event=user.created`,
      key: tenant.readKey,
    });
    const eventId = events.body[0]?.id ?? '';
    const event = await tenant.call<{ id: string }>({ method: 'GET', path: `/api/events/${eventId}` });
    expect([event.status, event.body.id]).toEqual([200, eventId]);
    const redelivered = await tenant.call<Attempt>({
      method: 'POST',
      path: `/api/webhooks/${id}/redeliver`,
      body: { eventId },
    });
    expect([redelivered.status, redelivered.body.eventId]).toEqual([200, eventId]);

    const log = await tenant.call<Attempt[]>({
      method: 'GET',
      path: `/api/webhooks/${id}/attempts`,
      key: tenant.readKey,
    });
    expect(log.status).toBe(200);
    expect(log.body.map((attempt) => attempt.eventId)).toContain(eventId);
    expect(totalCount(log)).toBe(log.body.length);
  });
});
