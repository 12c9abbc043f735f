import { type components, verifyWebhook } from '@cambio/client';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { totalCount } from './assertions.ts';
import { validClabe } from './fixtures.ts';
import type { Tenant } from './tenant.ts';
import { schemaProblems } from './validate-response.ts';
import type { Answer, Delivery, Receiver } from './webhook-receiver.ts';

// What the webhook delivery tests share: registering a receiver's URL, the attempts log, the sandbox clock and
// job runner, and a delivery checked against the document and both verifiers.
type Schemas = components['schemas'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type Attempt = Schemas['WebhookAttempt'];
export type Registration = Schemas['WebhookRegistration'];

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The documented retry delays in seconds, after the first attempt. */
export const retrySchedule = [10, 60, 600, 3600, 21_600];

/** A bank account of the user: its creation is the event most tests have delivered. */
export async function bankAccount(tenant: Tenant, userId: string) {
  const created = await tenant.call<{ id: string }>({
    method: 'POST',
    path: '/api/bank/accounts',
    body: { userId, country: 'MX', fiat: 'MXN', accountHolderName: 'Ana García', CLABE: validClabe() },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** A delivery's body, checked against the document (ajv) and both verifiers with the registration's secret. */
export async function verified(delivery: Delivery, secret: string): Promise<WebhookEvent> {
  const event = JSON.parse(delivery.body) as WebhookEvent;
  expect(schemaProblems('/components/schemas/WebhookEvent', event), delivery.body).toEqual([]);
  expect(delivery.headers['content-type']).toBe('application/json');
  expect(delivery.headers['webhook-id']).toBe(event.id);
  const headers = delivery.headers as Record<string, string>;
  expect(new Webhook(secret).verify(delivery.body, headers)).toEqual(event);
  expect(await verifyWebhook(delivery.body, headers, secret)).toEqual(event);
  return event;
}

/** The calls of a test file's tenant, registering URLs of its receiver. */
export function deliveryCalls(tenant: Tenant, receiver: Receiver) {
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
    receiver.logsAt(url, async () => totalCount(await attempts(created.body.id, '?limit=1', owner)));
    return { ...created.body, url };
  }
  const attempts = async (webhookId: string, query = '', as: Tenant = tenant) =>
    as.call<Attempt[]>({
      method: 'GET',
      path: `/api/webhooks/${webhookId}/attempts${query}`,
      key: as.readKey,
    });
  return {
    register,
    bankAccount: (userId: string) => bankAccount(tenant, userId),
    attempts,
    registration: async (id: string) =>
      (await tenant.call<Registration>({ method: 'GET', path: `/api/webhooks/${id}` })).body,
    advance: (seconds: number) =>
      tenant.call({
        method: 'POST',
        path: '/api/sandbox/clock/advance',
        body: { seconds: Math.ceil(seconds) },
      }),
    runJobs: () => tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' }),
  };
}
