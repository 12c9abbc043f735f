import { afterAll, describe, expect, it } from 'vitest';
import { fieldError } from '../src/harness/api.ts';
import { totalCount } from '../src/harness/assertions.ts';
import { unique } from '../src/harness/fixtures.ts';
import { awaitingFiatOrder } from '../src/harness/money.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import {
  type Attempt,
  deliveryCalls,
  type Registration,
  verified,
  type WebhookEvent,
} from '../src/harness/webhook-deliveries.ts';
import { awaitDeliveries, type Delivery, startReceiver } from '../src/harness/webhook-receiver.ts';

// Faults on demand (sandbox): a registration's deliveries duplicated, in bursts, out of order and delayed, as
// a real HTTP receiver gets them, each marked in the delivery log; a production server refuses the setting.
// The receiver must be reachable from the server, so the url target cannot run the deliveries.
const target = await resolveTarget();
const remote = target.name === 'url';
const tenant = await newTenant(target);
const receiver = await startReceiver();
afterAll(() => receiver.close());
const { register, bankAccount, attempts, registration, advance, runJobs } = deliveryCalls(tenant, receiver);
const off = { duplicate: false, outOfOrder: false, delaySeconds: 0, burst: 1 };

const update = (id: string, body: unknown) =>
  tenant.call<Registration>({ method: 'PATCH', path: `/api/webhooks/${id}`, body });
const withFaults = async (hook: { id: string }, faults: object) => {
  const updated = await update(hook.id, { faults });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return updated.body;
};

/** The registration's log once it holds `count` attempts (running due work meanwhile), oldest first. */
async function awaitLog(webhookId: string, count: number): Promise<Attempt[]> {
  for (;;) {
    const log = await attempts(webhookId, '?limit=100');
    if (totalCount(log) >= count) return [...log.body].reverse();
    await runJobs();
  }
}

const ids = (deliveries: Delivery[]) => deliveries.map((delivery) => delivery.headers['webhook-id']);

describe.runIf(onProduction)('faults on a production server', () => {
  it('refuses faults at registration and update (400 code 9 naming body.faults); none are read back', async () => {
    const url = `https://hooks.example.com/cambio/${unique()}`;
    const refused = await tenant.call({
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'orders', url, retryOnFailure: true, faults: { duplicate: true } },
    });
    expect(fieldError(refused)).toEqual({ status: 400, code: 9, field: 'body.faults' });
    const created = await tenant.call<{ id: string }>({
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'orders', url, retryOnFailure: true },
    });
    expect(created.status).toBe(201);
    expect(fieldError(await update(created.body.id, { faults: { burst: 2 } }))).toEqual({
      status: 400,
      code: 9,
      field: 'body.faults',
    });
    expect((await registration(created.body.id)).faults).toBeNull();
  });
});

describe.skipIf(remote || onProduction)('faults on demand', () => {
  it('keeps the faults with the registration: set, read back, replaced whole, removed with {}', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId });
    expect((await registration(hook.id)).faults).toBeNull();
    expect((await withFaults(hook, { duplicate: true, burst: 3 })).faults).toEqual({
      ...off,
      duplicate: true,
      burst: 3,
    });
    const listed = await tenant.call<Registration[]>({
      method: 'GET',
      path: `/api/webhooks?userId=${userId}`,
    });
    expect(listed.body.find((item) => item.id === hook.id)?.faults).toMatchObject({ burst: 3 });
    expect((await withFaults(hook, { delaySeconds: 300 })).faults).toEqual({ ...off, delaySeconds: 300 });
    expect((await withFaults(hook, {})).faults).toBeNull();
    const created = await tenant.call<{ id: string }>({
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'orders', url: receiver.url(), retryOnFailure: false, faults: { outOfOrder: true } },
    });
    expect(created.status).toBe(201);
    expect((await registration(created.body.id)).faults).toEqual({ ...off, outOfOrder: true });
    for (const [faults, field] of [
      [{ delaySeconds: 301 }, 'body.faults.delaySeconds'],
      [{ burst: 0 }, 'body.faults.burst'],
      [{ burst: 11 }, 'body.faults.burst'],
      [{ reorder: true }, 'body.faults'],
    ] as const) {
      expect(fieldError(await update(hook.id, { faults })), JSON.stringify(faults)).toMatchObject({
        status: 400,
        code: 9,
        field: expect.stringContaining(field),
      });
    }
  });

  it('duplicate: an acknowledged delivery arrives twice with the same webhook-id, the copy marked', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId });
    await withFaults(hook, { duplicate: true });
    await bankAccount(userId);
    const [first, second] = await awaitDeliveries(tenant, receiver, hook.url, 2);
    if (!first || !second) throw new Error('two deliveries');
    expect(await verified(second, hook.secret)).toEqual(await verified(first, hook.secret));
    expect(second.body).toBe(first.body);
    const log = await awaitLog(hook.id, 2);
    expect(log.map(({ attempt, outcome, injected }) => ({ attempt, outcome, injected }))).toEqual([
      { attempt: 1, outcome: 'succeeded', injected: null },
      { attempt: 1, outcome: 'succeeded', injected: 'duplicate' },
    ]);

    // A delivery the receiver refused is not duplicated: its retries are the copies it gets.
    const refusing = await register('bank-accounts', {
      userId,
      answer: { status: 500 },
      retryOnFailure: false,
    });
    await withFaults(refusing, { duplicate: true });
    await bankAccount(userId);
    await awaitLog(refusing.id, 1);
    expect(receiver.to(refusing.url)).toHaveLength(1);
  });

  it('burst: each attempt arrives as that many requests at the same moment, the copies marked', async () => {
    const userId = await createUser(tenant);
    // Answers none until all four arrived: four requests sent one after another would time out.
    const hook = await register('bank-accounts', { userId, answer: { status: 200, together: 4 } });
    await withFaults(hook, { burst: 4 });
    await bankAccount(userId);
    const received = await awaitDeliveries(tenant, receiver, hook.url, 4);
    expect(new Set(ids(received)).size).toBe(1);
    for (const delivery of received) await verified(delivery, hook.secret);
    const log = await awaitLog(hook.id, 4);
    expect(log.every(({ attempt, outcome }) => attempt === 1 && outcome === 'succeeded')).toBe(true);
    expect(log.map(({ injected }) => injected).sort()).toEqual(['burst', 'burst', 'burst', null]);
  });

  it('outOfOrder: a status change made meanwhile arrives before the order’s creation', async () => {
    const hook = await register('orders');
    await withFaults(hook, { outOfOrder: true });
    const order = await awaitingFiatOrder(tenant, 1200);
    const cancelled = await tenant.call<{ status: string }>({
      method: 'POST',
      path: `/api/orders/${order.id}/cancel`,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const written = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?orderId=${order.id}`,
      key: tenant.readKey,
    });
    const changes = written.body.filter((event) => event.event === 'order.statusChanged');
    expect(changes.length).toBeGreaterThanOrEqual(1);
    await awaitDeliveries(tenant, receiver, hook.url, changes.length);
    // The creation is held 30 s on the sandbox clock: the changes came first.
    await advance(31);
    const received = await awaitDeliveries(tenant, receiver, hook.url, changes.length + 1);
    const events = await Promise.all(received.map((delivery) => verified(delivery, hook.secret)));
    expect(events.map((event) => event.event)).toEqual([
      ...changes.map(() => 'order.statusChanged'),
      'order.created',
    ]);
    const created = events.at(-1);
    if (!created) throw new Error('the creation');
    expect(created.data).toMatchObject({ id: order.id });
    const log = await awaitLog(hook.id, events.length);
    const held = log.find((attempt) => attempt.eventId === created.id);
    expect(held?.injected).toBe('outOfOrder');
    expect(Date.parse(held?.attemptedAt ?? '') - Date.parse(created.createdAt)).toBeGreaterThanOrEqual(
      30_000,
    );
    // What a correct receiver keeps: the newest event by createdAt, not the last to arrive.
    const newest = [...events].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    )[0];
    expect(newest?.data).toMatchObject({ status: cancelled.body.status });
  });

  it('delaySeconds: a delivery leaves that long after its event on the sandbox clock, still verifiable', async () => {
    const userId = await createUser(tenant);
    const hook = await register('bank-accounts', { userId });
    await withFaults(hook, { delaySeconds: 120 });
    await bankAccount(userId);
    await runJobs();
    await advance(100);
    expect(receiver.to(hook.url)).toHaveLength(0);
    expect(totalCount(await attempts(hook.id))).toBe(0);
    await advance(21);
    const [delivery] = await awaitDeliveries(tenant, receiver, hook.url, 1);
    if (!delivery) throw new Error('a delivery');
    const event = await verified(delivery, hook.secret);
    const [attempt] = await awaitLog(hook.id, 1);
    expect(attempt).toMatchObject({ eventId: event.id, injected: 'delay', outcome: 'succeeded' });
    expect(Date.parse(attempt?.attemptedAt ?? '') - Date.parse(event.createdAt)).toBeGreaterThanOrEqual(
      120_000,
    );
  });
});
