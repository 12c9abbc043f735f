import { afterAll, describe, expect, it } from 'vitest';
import { totalCount } from '../src/harness/assertions.ts';
import { sandboxNow } from '../src/harness/money.ts';
import { receiverUnreachable } from '../src/harness/receiver-address.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import {
  deliveryCalls,
  type Registration,
  retrySchedule,
  verified,
} from '../src/harness/webhook-deliveries.ts';
import { awaitDeliveries, startReceiver } from '../src/harness/webhook-receiver.ts';

// A failing webhook receiver: retries on the documented schedule (on the sandbox clock), Retry-After, a
// registration without retries, 410 Gone disabling it, and a deleted registration's pending deliveries
// dropped. The receiver must be reachable from the server (receiver-address.ts: a remote server needs the
// receiver's address).
const target = await resolveTarget();
const tenant = await newTenant(target);
const receiver = await startReceiver();
afterAll(() => receiver.close());
const { register, bankAccount, attempts, registration, advance, runJobs } = deliveryCalls(tenant, receiver);

// Sandbox only besides: the receiver is a plain http server on 127.0.0.1, where a production server sends
// nothing (public https hosts only), and the retries are timed on the sandbox clock.
describe.skipIf(receiverUnreachable !== undefined || onProduction)('webhook deliveries', () => {
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
      // The delay runs from the end of the failed attempt: attemptedAt + durationMs.
      const ended = Date.parse(latest?.attemptedAt ?? '') + (latest?.durationMs ?? Number.NaN);
      const waited = (Date.parse(latest?.nextAttemptAt ?? '') - ended) / 1000;
      expect(waited).toBeGreaterThanOrEqual(delay * 0.9 - 0.001);
      expect(waited).toBeLessThanOrEqual(delay * 1.1 + 0.001);
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
});
