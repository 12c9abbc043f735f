import { afterAll, describe, expect, it } from 'vitest';
import { totalCount } from '../src/harness/assertions.ts';
import { startClientReceiver } from '../src/harness/client-receiver.ts';
import { awaitingFiatOrder } from '../src/harness/money.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import {
  type Attempt,
  bankAccount,
  pause,
  type Registration,
  type WebhookEvent,
} from '../src/harness/webhook-deliveries.ts';

// Each fault on demand against the receiver docs/webhooks.md recommends (`receiveWebhookOnce` with
// `memoryProcessedWebhookIds`, reconciling by `createdAt`): it processes each event once and ends with the
// resource's real state. webhook-faults.test.ts shows what each fault sends; the receiver must be reachable
// from the server, so the url target cannot run these.
const target = await resolveTarget();
const tenant = await newTenant(target);
const receiver = await startClientReceiver();
afterAll(() => receiver.close());

const runJobs = () => tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
const advance = (seconds: number) =>
  tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds } });

/** A registration of a fresh URL of the receiver with `faults`, its secret given to the receiver. */
async function registered(type: 'orders' | 'bank-accounts', faults: object, userId: string, holdFor = 1) {
  const url = receiver.url({ holdFor });
  const created = await tenant.call<Registration & { secret: string }>({
    method: 'POST',
    path: '/api/webhooks',
    body: { type, url, retryOnFailure: true, userId, faults },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  receiver.secret(url, created.body.secret);
  return { ...created.body, url };
}

/** What the receiver made of the requests to `url` once it answered `count` (running due work meanwhile). */
async function answered(url: string, count: number) {
  while (receiver.outcomes(url).length < count) {
    await runJobs();
    await pause(50);
  }
  return receiver.outcomes(url).map(({ outcome }) => outcome);
}

/** The registration's log once it holds `count` attempts, oldest first. */
async function awaitLog(webhookId: string, count: number): Promise<Attempt[]> {
  for (;;) {
    const log = await tenant.call<Attempt[]>({
      method: 'GET',
      path: `/api/webhooks/${webhookId}/attempts?limit=100`,
      key: tenant.readKey,
    });
    if (totalCount(log) >= count) return [...log.body].reverse();
    await pause(50);
  }
}

const events = (processed: WebhookEvent[]) => processed.map(({ id, event }) => ({ id, event }));

describe.skipIf(target.name === 'url' || onProduction)('faults against a correct receiver', () => {
  it('duplicate: the copy is acknowledged as a duplicate; the event is processed once', async () => {
    const userId = await createUser(tenant);
    const hook = await registered('bank-accounts', { duplicate: true }, userId);
    const accountId = await bankAccount(tenant, userId);
    expect(await answered(hook.url, 2)).toEqual(['processed', 'duplicate']);
    const [event] = receiver.processed(hook.url);
    expect(receiver.processed(hook.url)).toHaveLength(1);
    expect(event).toMatchObject({ event: 'bankAccount.created', data: { id: accountId } });
    expect(receiver.outcomes(hook.url).map(({ id }) => id)).toEqual([event?.id, event?.id]);
    const log = await awaitLog(hook.id, 2);
    expect(log.map(({ outcome, injected }) => ({ outcome, injected }))).toEqual([
      { outcome: 'succeeded', injected: null },
      { outcome: 'succeeded', injected: 'duplicate' },
    ]);
  });

  it('burst: copies meet the claim being processed (409); the event is processed once and acknowledged', async () => {
    const userId = await createUser(tenant);
    // Processing waits until the three other copies were answered: each finds the id claimed (409).
    const hook = await registered('bank-accounts', { burst: 4 }, userId, 4);
    await bankAccount(tenant, userId);
    expect((await answered(hook.url, 4)).sort()).toEqual([
      'processed',
      'processing',
      'processing',
      'processing',
    ]);
    const unmarked = (await awaitLog(hook.id, 4)).find(({ injected }) => injected === null);
    if (unmarked?.outcome !== 'succeeded') {
      // The unmarked request got a 409: its attempt failed, and the retry (four requests again) is acknowledged.
      expect(unmarked).toMatchObject({ outcome: 'failed', statusCode: 409 });
      await advance(12);
      expect((await answered(hook.url, 8)).slice(4)).toEqual(Array(4).fill('duplicate'));
      const retry = (await awaitLog(hook.id, 8)).find(({ attempt, injected }) => attempt === 2 && !injected);
      expect(retry).toMatchObject({ outcome: 'succeeded', statusCode: 200 });
    }
    expect(events(receiver.processed(hook.url))).toEqual([
      { id: unmarked?.eventId, event: 'bankAccount.created' },
    ]);
  });

  it('outOfOrder: the creation arrives last; reconciling by createdAt ends with the order’s real status', async () => {
    const hook = await registered('orders', { outOfOrder: true }, tenant.userId);
    const order = await awaitingFiatOrder(tenant, 1200);
    const cancel = await tenant.call({ method: 'POST', path: `/api/orders/${order.id}/cancel` });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const written = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?orderId=${order.id}`,
      key: tenant.readKey,
    });
    const changes = written.body.filter(({ event }) => event === 'order.statusChanged');
    expect(changes.length).toBeGreaterThanOrEqual(1);
    await answered(hook.url, changes.length);
    await advance(31); // the creation is held 30 s on the sandbox clock
    expect(await answered(hook.url, written.body.length)).toEqual(
      Array(written.body.length).fill('processed'),
    );
    const processed = receiver.processed(hook.url);
    expect(processed.map(({ event }) => event)).toEqual([
      ...changes.map(() => 'order.statusChanged'),
      'order.created',
    ]);
    expect(new Set(processed.map(({ id }) => id))).toEqual(new Set(written.body.map(({ id }) => id)));
    const final = await tenant.call<{ status: string }>({ method: 'GET', path: `/api/orders/${order.id}` });
    // The last to arrive is stale: a receiver that kept it would be wrong.
    expect(processed.at(-1)?.data).not.toMatchObject({ status: final.body.status });
    expect(receiver.latest(hook.url, order.id)?.data).toMatchObject({
      id: order.id,
      status: final.body.status,
    });
  });

  it('delaySeconds: the late delivery is signed at sending, verifies on a real clock and is processed once', async () => {
    const userId = await createUser(tenant);
    const hook = await registered('bank-accounts', { delaySeconds: 300 }, userId);
    const accountId = await bankAccount(tenant, userId);
    await runJobs();
    expect(receiver.outcomes(hook.url)).toEqual([]);
    // The sandbox clock is now over 300 s ahead of the receiver's: signed with it, the delivery would be refused.
    await advance(301);
    expect(await answered(hook.url, 1)).toEqual(['processed']);
    const [event] = receiver.processed(hook.url);
    expect(event).toMatchObject({ event: 'bankAccount.created', data: { id: accountId } });
    const [attempt] = await awaitLog(hook.id, 1);
    expect(attempt).toMatchObject({ eventId: event?.id, injected: 'delay', outcome: 'succeeded' });
    expect(
      Date.parse(attempt?.attemptedAt ?? '') - Date.parse(event?.createdAt ?? ''),
    ).toBeGreaterThanOrEqual(300_000);
  });
});
