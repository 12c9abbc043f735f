import { type components, verifyWebhook, WebhookVerificationError } from '@cambio/client';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError, totalCount } from '../src/harness/assertions.ts';
import { individualUser, pdfBytes, validClabe } from '../src/harness/fixtures.ts';
import { awaitingFiatOrder, driveTo, sandboxNow, serviceNow } from '../src/harness/money.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant, type Tenant } from '../src/harness/tenant.ts';
import { schemaProblems } from '../src/harness/validate-response.ts';
import {
  type Answer,
  awaitDeliveries,
  type Delivery,
  startReceiver,
} from '../src/harness/webhook-receiver.ts';

type Schemas = components['schemas'];
type WebhookEvent = Schemas['WebhookEvent'];
type Attempt = Schemas['WebhookAttempt'];
type Registration = Schemas['WebhookRegistration'];

// Webhook deliveries to a real HTTP receiver on 127.0.0.1: signing, retries on the sandbox clock, the log,
// replay, rotation, disabling and isolation. The receiver must be reachable from the server, so the url
// target (a remote server) cannot run this file.
const target = await resolveTarget();
const remote = target.name === 'url';
const tenant = await newTenant(target);
const receiver = await startReceiver();
afterAll(() => receiver.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retrySchedule = [10, 60, 600, 3600, 21_600];

async function register(
  type: Schemas['WebhookType'],
  options: { userId?: string; answer?: Answer; retryOnFailure?: boolean; as?: Tenant } = {},
) {
  const owner = options.as ?? tenant;
  const url = receiver.url(options.answer);
  const created = await owner.call<{ id: string; secret: string }>({
    method: 'POST',
    path: '/api/webhooks',
    body: {
      type,
      url,
      retryOnFailure: options.retryOnFailure ?? true,
      userId: options.userId ?? owner.userId,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...created.body, url };
}

const bankAccount = async (userId: string) => {
  const created = await tenant.call<{ id: string }>({
    method: 'POST',
    path: '/api/bank/accounts',
    body: { userId, country: 'MX', fiat: 'MXN', accountHolderName: 'Ana García', CLABE: validClabe() },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
};
const attempts = async (webhookId: string, query = '', as: Tenant = tenant) =>
  as.call<Attempt[]>({ method: 'GET', path: `/api/webhooks/${webhookId}/attempts${query}`, key: as.readKey });
const registration = async (id: string) =>
  (await tenant.call<Registration>({ method: 'GET', path: `/api/webhooks/${id}` })).body;
const advance = (seconds: number) =>
  tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: Math.ceil(seconds) } });
const runJobs = () => tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });

/** A delivery's body, checked against the document (ajv) and both verifiers with the registration's secret. */
async function verified(delivery: Delivery, secret: string): Promise<WebhookEvent> {
  const event = JSON.parse(delivery.body) as WebhookEvent;
  expect(schemaProblems('/components/schemas/WebhookEvent', event), delivery.body).toEqual([]);
  expect(delivery.headers['content-type']).toBe('application/json');
  expect(delivery.headers['webhook-id']).toBe(event.id);
  const headers = delivery.headers as Record<string, string>;
  expect(new Webhook(secret).verify(delivery.body, headers)).toEqual(event);
  expect(await verifyWebhook(delivery.body, headers, secret)).toEqual(event);
  return event;
}

// Sandbox only besides: the receiver is a plain http server on 127.0.0.1, where a production server sends
// nothing (public https hosts only), and the retries are timed on the sandbox clock.
describe.skipIf(remote || onProduction)('webhook deliveries', () => {
  it('signs each delivery the Standard Webhooks way, with the resource as its GET answers it', async () => {
    // The sandbox clock moved: the signature's timestamp is still the real time (receivers compare with theirs).
    await advance(600);
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId });
    const accountId = await bankAccount(userId);
    const [delivery] = await awaitDeliveries(tenant, receiver, hook.url, 1);
    if (!delivery) throw new Error('no delivery');
    const event = await verified(delivery, hook.secret);
    const account = await tenant.call({ method: 'GET', path: `/api/bank/accounts/${accountId}` });
    expect(event).toMatchObject({ type: 'bank-accounts', event: 'bankAccount.created', data: account.body });
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) * 1000 - Date.now())).toBeLessThan(60_000);
    const stored = await tenant.call({ method: 'GET', path: `/api/events/${event.id}`, key: tenant.readKey });
    expect(stored.body).toEqual(event);

    const headers = delivery.headers as Record<string, string>;
    const tampered = delivery.body.replace('"MX"', '"PE"');
    expect(() => new Webhook(hook.secret).verify(tampered, headers)).toThrow();
    await expect(verifyWebhook(tampered, headers, hook.secret)).rejects.toMatchObject({
      reason: 'badSignature',
    });
    const later = new Date(Date.now() + 10 * 60_000);
    await expect(verifyWebhook(delivery.body, headers, hook.secret, { now: later })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await expect(verifyWebhook(delivery.body, headers, hook.secret, { now: later })).rejects.toMatchObject({
      reason: 'timestampTooOld',
    });

    expect((await tenant.call({ method: 'DELETE', path: `/api/bank/accounts/${accountId}` })).status).toBe(
      204,
    );
    const deleted = (await awaitDeliveries(tenant, receiver, hook.url, 2)).at(-1);
    if (!deleted) throw new Error('no delivery');
    expect(await verified(deleted, hook.secret)).toMatchObject({
      event: 'bankAccount.deleted',
      data: account.body,
    });
  });

  it('delivers order.created and every status change of an order on its way to complete', async () => {
    const hook = await register('orders');
    const created = await awaitingFiatOrder(tenant, 1500);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
    const done = await driveTo(tenant, created.id, 'complete');
    const listed = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?type=orders&userId=${tenant.userId}&limit=100`,
      key: tenant.readKey,
    });
    const ofOrder = (events: WebhookEvent[]) =>
      events.filter((event) => 'data' in event && (event.data as { id?: string }).id === created.id);
    const expected = ofOrder(listed.body);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const received = await awaitDeliveries(tenant, receiver, hook.url, expected.length);
    const events = ofOrder(await Promise.all(received.map((delivery) => verified(delivery, hook.secret))));
    expect(new Set(events.map((event) => event.id))).toEqual(new Set(expected.map((event) => event.id)));
    const inOrder = [...events].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
    );
    expect(inOrder[0]).toMatchObject({ event: 'order.created', data: created });
    for (const [index, event] of inOrder.entries()) {
      if (index === 0 || event.event !== 'order.statusChanged') continue;
      const before = inOrder[index - 1]?.data as { status: string };
      expect(event.previousStatus).toBe(before.status);
      expect(event.data.status).not.toBe(event.previousStatus);
    }
    expect(inOrder.at(-1)?.data).toEqual(done);
  });

  it('delivers every user event with the user after the change', async () => {
    const userId = await createUser(tenant, individualUser('MX'));
    const hook = await register('users', { userId });
    const verification = await tenant.call({
      method: 'POST',
      path: `/api/sandbox/users/${userId}/verification`,
    });
    expect(verification.status).toBe(200);
    expect((await tenant.call({ method: 'POST', path: `/api/users/${userId}/terms/accept` })).status).toBe(
      200,
    );
    const information = await tenant.call({
      method: 'POST',
      path: `/api/users/${userId}/additional-information`,
      body: { sourceOfFunds: 'savings' },
    });
    expect(information.status).toBe(200);
    const form = new FormData();
    form.append('document', new Blob([pdfBytes(0)], { type: 'application/pdf' }), 'proof.pdf');
    form.append('documentType', 'proofOfAddress');
    const uploaded = await tenant.call({
      method: 'POST',
      path: `/api/users/${userId}/documents`,
      rawBody: form,
    });
    expect(uploaded.status).toBe(200);
    const callerHook = await register('users');
    const patched = await tenant.call({
      method: 'PATCH',
      path: '/api/users',
      body: { invoicing: { MX: { shouldInvoice: false } } },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const received = await awaitDeliveries(tenant, receiver, hook.url, 4);
    const events = await Promise.all(received.map((delivery) => verified(delivery, hook.secret)));
    const names = new Set(events.map((event) => event.event));
    for (const name of [
      'user.onboardingStatusChanged',
      'user.termsAccepted',
      'user.additionalInformationAdded',
      'user.documentUploaded',
    ]) {
      expect(names, name).toContain(name);
    }
    for (const event of events) expect((event.data as { id: string }).id).toBe(userId);
    expect(events.find((event) => event.event === 'user.documentUploaded')).toMatchObject({
      documentId: expect.stringMatching(/^doc_/),
      documentType: 'proofOfAddress',
    });
    expect(events.find((event) => event.event === 'user.additionalInformationAdded')).toMatchObject({
      keys: ['sourceOfFunds'],
    });
    const statusChange = events.find((event) => event.event === 'user.onboardingStatusChanged');
    expect(statusChange).toMatchObject({ country: 'MX', previousStatus: expect.any(String) });
    const users = await tenant.call<Schemas['User'][]>({
      method: 'GET',
      path: `/api/users?brokerId=${tenant.brokerId}&limit=100`,
    });
    const now = users.body.find((user) => user.id === userId);
    expect(events.find((event) => event.event === 'user.documentUploaded')?.data).toEqual(now);

    const [updated] = await awaitDeliveries(tenant, receiver, callerHook.url, 1);
    if (!updated) throw new Error('no delivery');
    expect(await verified(updated, callerHook.secret)).toMatchObject({
      event: 'user.updated',
      data: patched.body,
    });
  });

  it('retries a failing receiver 5 times on the documented schedule, with the same id, all logged', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId, answer: { status: 500, body: 'down' } });
    await bankAccount(userId);
    await awaitDeliveries(tenant, receiver, hook.url, 1);
    for (const [index, delay] of retrySchedule.entries()) {
      const [latest] = (await attempts(hook.id, '?limit=1')).body;
      expect(latest).toMatchObject({
        attempt: index + 1,
        outcome: 'failed',
        statusCode: 500,
        responseBody: 'down',
      });
      const waited = (Date.parse(latest?.nextAttemptAt ?? '') - Date.parse(latest?.attemptedAt ?? '')) / 1000;
      expect(waited).toBeGreaterThanOrEqual(delay * 0.9 - 0.01);
      expect(waited).toBeLessThanOrEqual(delay * 1.1 + 0.01);
      await advance((Date.parse(latest?.nextAttemptAt ?? '') - (await sandboxNow(tenant))) / 1000 + 1);
      await awaitDeliveries(tenant, receiver, hook.url, index + 2);
    }
    const log = await attempts(hook.id);
    expect(totalCount(log)).toBe(6);
    expect(log.body.map((attempt) => attempt.attempt)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(log.body[0]?.nextAttemptAt).toBeNull();
    expect(totalCount(await attempts(hook.id, '?outcome=failed'))).toBe(6);
    expect(totalCount(await attempts(hook.id, '?outcome=succeeded'))).toBe(0);
    expect(totalCount(await attempts(hook.id, '?event=bankAccount.created'))).toBe(6);
    await advance(86_400);
    await runJobs();
    const received = receiver.to(hook.url);
    expect(received).toHaveLength(6);
    const ids = new Set(received.map((delivery) => delivery.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const delivery of received) await verified(delivery, hook.secret);
  });

  it('makes one attempt without retryOnFailure, and waits as long as Retry-After asks on 429', async () => {
    const userId = await createUser(tenant);
    const once = await register('bank-accounts', { userId, retryOnFailure: false, answer: { status: 503 } });
    const patient = await register('bank-accounts', {
      userId,
      answer: { status: 429, headers: { 'retry-after': '900' } },
    });
    await bankAccount(userId);
    await awaitDeliveries(tenant, receiver, once.url, 1);
    await awaitDeliveries(tenant, receiver, patient.url, 1);
    const [onlyAttempt] = (await attempts(once.id)).body;
    expect(onlyAttempt).toMatchObject({ outcome: 'failed', statusCode: 503, nextAttemptAt: null });
    const [throttled] = (await attempts(patient.id)).body;
    const waited = Date.parse(throttled?.nextAttemptAt ?? '') - Date.parse(throttled?.attemptedAt ?? '');
    expect(waited).toBeGreaterThanOrEqual(900_000);
    await advance(600);
    await runJobs();
    expect(receiver.to(patient.url)).toHaveLength(1);
    await advance(301);
    await awaitDeliveries(tenant, receiver, patient.url, 2);
    expect(receiver.to(once.url)).toHaveLength(1);
    expect(totalCount(await attempts(once.id))).toBe(1);
  });

  it('disables a registration whose receiver answers 410 Gone, until an update enables it', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId, answer: { status: 410 } });
    await bankAccount(userId);
    await awaitDeliveries(tenant, receiver, hook.url, 1);
    expect((await registration(hook.id)).disabledAt).toEqual(expect.any(String));
    await bankAccount(userId);
    await runJobs();
    await advance(3600);
    await runJobs();
    expect(receiver.to(hook.url)).toHaveLength(1);

    receiver.answer(hook.url, { status: 204 });
    const enabled = await tenant.call<Registration>({
      method: 'PATCH',
      path: `/api/webhooks/${hook.id}`,
      body: { retryOnFailure: true },
    });
    expect(enabled.body.disabledAt).toBeNull();
    await bankAccount(userId);
    const [, delivered] = await awaitDeliveries(tenant, receiver, hook.url, 2);
    if (!delivered) throw new Error('no delivery');
    await verified(delivered, hook.secret);
    // Only the event made after enabling: the one made while disabled was never to be delivered.
    await runJobs();
    expect(receiver.to(hook.url)).toHaveLength(2);
    expect((await attempts(hook.id, '?limit=1')).body[0]).toMatchObject({
      outcome: 'succeeded',
      statusCode: 204,
    });
  });

  it('redelivers a stored event with the same id, and pings with a signed test event', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId });
    await bankAccount(userId);
    const [first] = await awaitDeliveries(tenant, receiver, hook.url, 1);
    const eventId = first?.headers['webhook-id'] as string;
    const replayed = await tenant.call<Attempt>({
      method: 'POST',
      path: `/api/webhooks/${hook.id}/redeliver`,
      body: { eventId },
    });
    expect(replayed.body).toMatchObject({
      eventId,
      trigger: 'redelivery',
      outcome: 'succeeded',
      statusCode: 200,
    });
    const again = receiver.to(hook.url)[1];
    if (!again) throw new Error('no redelivery');
    expect(again.body).toBe(first?.body);
    expect(again.headers['webhook-id']).toBe(eventId);
    await verified(again, hook.secret);

    await bankAccount(tenant.userId);
    const otherUsersEvent = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?type=bank-accounts&userId=${tenant.userId}&limit=1`,
    });
    const foreign = otherUsersEvent.body[0]?.id;
    expect(foreign).toMatch(/^evt_/);
    for (const missing of [foreign ?? '', 'evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7']) {
      expectError(
        await tenant.call({
          method: 'POST',
          path: `/api/webhooks/${hook.id}/redeliver`,
          body: { eventId: missing },
        }),
        'eventNotFound',
      );
    }

    const pinged = await tenant.call<Attempt>({ method: 'POST', path: `/api/webhooks/${hook.id}/ping` });
    expect(pinged.body).toMatchObject({ event: 'webhook.ping', trigger: 'ping', outcome: 'succeeded' });
    const ping = receiver.to(hook.url)[2];
    if (!ping) throw new Error('no ping');
    expect(await verified(ping, hook.secret)).toMatchObject({
      id: pinged.body.eventId,
      type: 'bank-accounts',
      event: 'webhook.ping',
      data: { webhookId: hook.id },
    });
    const refusing = await register('bank-accounts', {
      userId,
      answer: { status: 404, body: 'no such hook' },
    });
    const failedPing = await tenant.call<Attempt>({
      method: 'POST',
      path: `/api/webhooks/${refusing.id}/ping`,
    });
    expect(failedPing.body).toMatchObject({
      outcome: 'failed',
      statusCode: 404,
      responseBody: 'no such hook',
    });
    const logged = (await attempts(hook.id)).body.map((attempt) => attempt.trigger);
    expect(logged).toEqual(['ping', 'redelivery', 'scheduled']);
  });

  it('signs with the new and the previous secret for 24 hours after a rotation', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId });
    const rotated = await tenant.call<Schemas['RotateWebhookSecretResponse']>({
      method: 'POST',
      path: `/api/webhooks/${hook.id}/secret/rotate`,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(hook.secret);
    const overlapEnds = Date.parse(rotated.body.previousSecretExpiresAt);
    expect(overlapEnds - (await sandboxNow(tenant))).toBeGreaterThan(23.9 * 3600_000);
    expect((await registration(hook.id)).previousSecretExpiresAt).toBe(rotated.body.previousSecretExpiresAt);
    await bankAccount(userId);
    const [during] = await awaitDeliveries(tenant, receiver, hook.url, 1);
    if (!during) throw new Error('no delivery');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    await verified(during, hook.secret);
    await verified(during, rotated.body.secret);

    await advance((overlapEnds - (await sandboxNow(tenant))) / 1000 + 1);
    expect((await registration(hook.id)).previousSecretExpiresAt).toBeNull();
    await bankAccount(userId);
    const after = (await awaitDeliveries(tenant, receiver, hook.url, 2))[1];
    if (!after) throw new Error('no delivery');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    await verified(after, rotated.body.secret);
    expect(() =>
      new Webhook(hook.secret).verify(after.body, after.headers as Record<string, string>),
    ).toThrow();
  });

  it('drops the pending deliveries of a deleted registration', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId, answer: { status: 500 } });
    await bankAccount(userId);
    await awaitDeliveries(tenant, receiver, hook.url, 1);
    expect((await tenant.call({ method: 'DELETE', path: `/api/webhooks/${hook.id}` })).status).toBe(204);
    await advance(3600);
    await runJobs();
    expect(receiver.to(hook.url)).toHaveLength(1);
  });

  it("keeps brokers apart: nothing of another broker's users arrives, and its log and events are 404", async () => {
    const other = await newTenant(target);
    const theirs = await register('bank-accounts', { as: other });
    const ours = await register('bank-accounts');
    await bankAccount(tenant.userId);
    const [delivery] = await awaitDeliveries(tenant, receiver, ours.url, 1);
    await runJobs();
    expect(receiver.to(theirs.url)).toHaveLength(0);
    const eventId = delivery?.headers['webhook-id'] as string;
    expectError(await attempts(ours.id, '', other), 'webhookNotFound');
    expectError(
      await other.call({ method: 'GET', path: `/api/events/${eventId}`, key: other.readKey }),
      'eventNotFound',
    );
    for (const path of [`/api/webhooks/${ours.id}/ping`, `/api/webhooks/${ours.id}/secret/rotate`]) {
      expectError(await other.call({ method: 'POST', path }), 'webhookNotFound');
    }
    expectError(
      await other.call({ method: 'POST', path: `/api/webhooks/${ours.id}/redeliver`, body: { eventId } }),
      'webhookNotFound',
    );
    const listed = await other.call<WebhookEvent[]>({ method: 'GET', path: '/api/events?limit=100' });
    expect(listed.body.map((event) => event.id)).not.toContain(eventId);
    expect(totalCount(await other.call({ method: 'GET', path: `/api/events?userId=${tenant.userId}` }))).toBe(
      0,
    );
  });
});

describe('the events API', () => {
  it('lists the broker events newest first, filtered by type, name, user and time, with a total', async () => {
    const userId = await createUser(tenant);
    // A few ms either side of `before`: events of one millisecond would sit on both sides of the bound.
    await pause(5);
    const before = new Date(await serviceNow(tenant)).toISOString();
    await pause(5);
    await bankAccount(userId);
    await bankAccount(userId);
    const all = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?userId=${userId}`,
      key: tenant.readKey,
    });
    expect(all.status).toBe(200);
    expect(all.body.map((event) => event.event)).toEqual([
      'bankAccount.created',
      'bankAccount.created',
      'user.created',
    ]);
    expect(totalCount(all)).toBe(3);
    const created = all.body.map((event) => event.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const query = (filters: string) =>
      tenant.call<WebhookEvent[]>({ method: 'GET', path: `/api/events?userId=${userId}&${filters}` });
    expect(totalCount(await query('type=bank-accounts'))).toBe(2);
    expect(totalCount(await query('event=user.created'))).toBe(1);
    expect(totalCount(await query(`from=${encodeURIComponent(before)}`))).toBe(2);
    expect(totalCount(await query(`to=${encodeURIComponent(before)}`))).toBe(1);
    // A bound without milliseconds means the same instant (stored times have them).
    const second = new Date(Math.floor(Date.parse(before) / 1000) * 1000);
    const ofSecond = (events: WebhookEvent[]) =>
      events.filter((event) => Date.parse(event.createdAt) >= second.getTime());
    expect(totalCount(await query(`from=${second.toISOString().replace('.000Z', 'Z')}`))).toBe(
      ofSecond(all.body).length,
    );
    const page = await query('limit=1&page=2');
    expect(page.body.map((event) => event.id)).toEqual([all.body[1]?.id]);
    expect(totalCount(page)).toBe(3);
    expectError(
      await tenant.call({ method: 'GET', path: '/api/events/evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7' }),
      'eventNotFound',
    );
  });
});
