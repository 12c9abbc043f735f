import { type components, verifyWebhook, WebhookVerificationError } from '@cambio/client';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError, totalCount } from '../src/harness/assertions.ts';
import { individualUser, pdfBytes } from '../src/harness/fixtures.ts';
import { awaitingFiatOrder, driveTo } from '../src/harness/money.ts';
import { receiverUnreachable } from '../src/harness/receiver-address.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import { deliveryCalls, verified, type WebhookEvent } from '../src/harness/webhook-deliveries.ts';
import { awaitDeliveries, startReceiver } from '../src/harness/webhook-receiver.ts';

// Webhook deliveries to a real HTTP receiver on 127.0.0.1: signed, one for each event of its type, with the
// resource as its GET answers it, and never across brokers. The receiver must be reachable from the server
// (receiver-address.ts: a remote server needs the receiver's address).
const target = await resolveTarget();
const tenant = await newTenant(target);
const receiver = await startReceiver();
afterAll(() => receiver.close());
const { register, bankAccount, attempts, advance, runJobs } = deliveryCalls(tenant, receiver);
type Schemas = components['schemas'];

// Sandbox only besides: the receiver is a plain http server on 127.0.0.1, where a production server sends
// nothing (public https hosts only), and the retries are timed on the sandbox clock.
describe.skipIf(receiverUnreachable !== undefined || onProduction)('webhook deliveries', () => {
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
