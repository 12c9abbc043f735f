import type { components } from '@cambio/client';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { sandboxNow } from '../src/harness/money.ts';
import { receiverUnreachable } from '../src/harness/receiver-address.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import {
  type Attempt,
  deliveryCalls,
  verified,
  type WebhookEvent,
} from '../src/harness/webhook-deliveries.ts';
import { awaitDeliveries, startReceiver } from '../src/harness/webhook-receiver.ts';

// A webhook registration's redelivery of a stored event, its signed test ping, and its secret's rotation
// (both secrets sign for 24 hours). The receiver must be reachable from the server (receiver-address.ts: a
// remote server needs the receiver's address).
const target = await resolveTarget();
const tenant = await newTenant(target);
const receiver = await startReceiver();
afterAll(() => receiver.close());
const { register, bankAccount, attempts, registration, advance } = deliveryCalls(tenant, receiver);
type Schemas = components['schemas'];

// Sandbox only besides: the receiver is a plain http server on 127.0.0.1, where a production server sends
// nothing (public https hosts only), and the retries are timed on the sandbox clock.
describe.skipIf(receiverUnreachable !== undefined || onProduction)('webhook deliveries', () => {
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
});
