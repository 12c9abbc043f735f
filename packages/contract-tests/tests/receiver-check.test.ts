import type { components } from '@cambio/client';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { receiverUnreachable } from '../src/harness/receiver-address.ts';
import { startStandardReceivers } from '../src/harness/standard-receivers.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import { schemaProblems } from '../src/harness/validate-response.ts';
import type { Attempt, WebhookEvent } from '../src/harness/webhook-deliveries.ts';

// The sandbox receiver check: eight test deliveries to a registration's receiver and the kept report. The
// receivers are built with the `standardwebhooks` package: a correct one passes every case, and each defect
// is named by the cases it gets wrong. The slow receiver is slow on one case only: the 10 s limit is the
// deliveries' and fixed by the document, so each slow case costs the run 10 s.
const target = await resolveTarget();
const tenant = await newTenant(target);
const receivers = await startStandardReceivers();
afterAll(() => receivers.close());
type Report = components['schemas']['ReceiverCheck'];

const allCases = [
  'valid',
  'badSignature',
  'otherSecret',
  'staleTimestamp',
  'futureTimestamp',
  'replay',
  'tamperedBody',
  'missingSignature',
];

async function registered(path: Parameters<typeof receivers.url>[0], userId: string) {
  const url = receivers.url(path);
  const created = await tenant.call<{ id: string; secret: string }>({
    method: 'POST',
    path: '/api/webhooks',
    body: { type: 'orders', url, retryOnFailure: true, userId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  receivers.secret(url, created.body.secret);
  return { ...created.body, url };
}

const check = (webhookId: string, as = tenant) =>
  as.call<Report>({ method: 'POST', path: `/api/sandbox/webhooks/${webhookId}/receiver-checks` });

/** The cases the report says the receiver got wrong. */
const wrong = (report: Report) => report.cases.filter((entry) => !entry.correct).map((entry) => entry.name);

// Sandbox only: the operation does not exist in production mode, and the receivers are on 127.0.0.1 (unless
// receiver-address.ts is told another address a remote server reaches).
describe.skipIf(receiverUnreachable !== undefined || onProduction)('the receiver check', () => {
  it('a correct Standard Webhooks receiver passes every case; the report is kept', async () => {
    const userId = await createUser(tenant);
    const hook = await registered('/correct', userId);
    const eventsBefore = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?userId=${userId}`,
    });
    const result = await check(hook.id);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const report = result.body;
    expect(schemaProblems('/components/schemas/ReceiverCheck', report)).toEqual([]);
    expect(report).toMatchObject({ webhookId: hook.id, url: hook.url, timeoutMs: 10_000, passed: true });
    expect(report.id).toMatch(/^rck_/);
    expect(report.cases.map((entry) => [entry.name, entry.correct, entry.problem])).toEqual(
      allCases.map((name) => [name, true, null]),
    );
    expect(report.cases.map((entry) => entry.statusCode)).toEqual([200, 400, 400, 400, 400, 200, 400, 400]);
    for (const entry of report.cases) expect(entry.durationMs).toBeLessThan(report.timeoutMs);

    // What the receiver got is what the document's table says, in order.
    const got = receivers.received(hook.url);
    expect(got).toHaveLength(8);
    const header = (index: number, name: string) => got[index]?.headers[name] as string | undefined;
    expect(got.map((_, index) => header(index, 'webhook-id'))).toEqual(
      report.cases.map((entry) => entry.webhookId),
    );
    expect(new Set(report.cases.map((entry) => entry.webhookId)).size).toBe(7);
    expect(header(5, 'webhook-id')).toBe(header(0, 'webhook-id'));
    expect(got[5]?.body).toBe(got[0]?.body);
    // Signed anew at its own send (the same signature when both fall in one second).
    expect(Number(header(5, 'webhook-timestamp'))).toBeGreaterThanOrEqual(
      Number(header(0, 'webhook-timestamp')),
    );
    const now = Date.now() / 1000;
    expect(Number(header(3, 'webhook-timestamp'))).toBeLessThan(now - 9 * 60);
    expect(Number(header(4, 'webhook-timestamp'))).toBeGreaterThan(now + 9 * 60);
    expect(header(7, 'webhook-signature')).toBeUndefined();
    expect(header(1, 'webhook-signature')).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    for (const [index, delivery] of got.entries()) {
      expect(delivery.headers['content-type']).toBe('application/json');
      const body = JSON.parse(delivery.body);
      expect(body).toMatchObject({ id: header(index, 'webhook-id'), type: 'orders', event: 'webhook.ping' });
      expect(body.data).toEqual(
        index === 6 ? { webhookId: hook.id, tampered: true } : { webhookId: hook.id },
      );
      if (index !== 6) expect(schemaProblems('/components/schemas/WebhookPingEvent', body)).toEqual([]);
    }

    // Kept and read again; none of it is an event or an attempt of the delivery log.
    const read = await tenant.call<Report>({
      method: 'GET',
      path: `/api/sandbox/receiver-checks/${report.id}`,
      key: tenant.readKey,
    });
    expect([read.status, read.body]).toEqual([200, report]);
    const attempts = await tenant.call<Attempt[]>({
      method: 'GET',
      path: `/api/webhooks/${hook.id}/attempts`,
    });
    expect(attempts.body).toEqual([]);
    const eventsAfter = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?userId=${userId}`,
    });
    expect(eventsAfter.body).toEqual(eventsBefore.body);
    expectError(
      await tenant.call({ method: 'GET', path: `/api/events/${report.cases[0]?.webhookId}` }),
      'eventNotFound',
    );
  });

  it.each([
    ['/accepts-any-signature', ['badSignature', 'otherSecret', 'tamperedBody', 'missingSignature']],
    ['/ignores-timestamp', ['staleTimestamp', 'futureTimestamp']],
    ['/always-500', allCases],
  ] as const)('names the cases a receiver that %s gets wrong', async (path, expected) => {
    const hook = await registered(path, await createUser(tenant));
    const report = (await check(hook.id)).body;
    expect(report.passed).toBe(false);
    expect(wrong(report)).toEqual(expected);
    for (const entry of report.cases.filter((item) => !item.correct)) {
      expect(entry.problem).toMatch(path === '/always-500' ? /^answered 500 to / : /^accepted \(200\) /);
    }
  });

  it('names a receiver slower than the 10 s limit: the valid delivery timed out, the replay acknowledged', async () => {
    const hook = await registered('/slow-to-process', await createUser(tenant));
    const report = (await check(hook.id)).body;
    expect(report.passed).toBe(false);
    expect(wrong(report)).toEqual(['valid']);
    expect(report.cases[0]).toMatchObject({
      statusCode: null,
      error: 'timeout after 10 s',
      problem: 'no answer to a correctly signed delivery: timeout after 10 s',
    });
    // It took the whole limit (give or take the few ms by which a timer can fire before the clock that times it).
    expect(report.cases[0]?.durationMs).toBeGreaterThanOrEqual(report.timeoutMs - 50);
    expect(report.cases[5]).toMatchObject({ name: 'replay', statusCode: 200, correct: true });
  });

  it('checks only registrations of the caller’s broker, and shows a report only to it', async () => {
    const hook = await registered('/correct', await createUser(tenant));
    const report = (await check(hook.id)).body;
    const other = await newTenant(target);
    expectError(await check(hook.id, other), 'webhookNotFound');
    expectError(
      await other.call({ method: 'GET', path: `/api/sandbox/receiver-checks/${report.id}` }),
      'receiverCheckNotFound',
    );
    expectError(
      await tenant.call({
        method: 'GET',
        path: '/api/sandbox/receiver-checks/rck_01JD3ZH8J9K0M1N2P3Q4R5S6T7',
      }),
      'receiverCheckNotFound',
    );
  });

  it('runs once for two concurrent requests with one Idempotency-Key: one set of deliveries', async () => {
    const hook = await registered('/correct', await createUser(tenant));
    const headers = { 'Idempotency-Key': `check-${hook.id}` };
    const path = `/api/sandbox/webhooks/${hook.id}/receiver-checks`;
    const before = receivers.received(hook.url).length; // other tests' checks of the same receiver
    const results = await Promise.all(
      [1, 2].map(() => tenant.call<Report>({ method: 'POST', path, headers })),
    );
    // The loser answers 409 code 25 while the winner runs, or replays its answer once it is kept.
    const fresh = results.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(fresh).toHaveLength(1);
    for (const result of results.filter((r) => !fresh.includes(r))) {
      if (result.status === 201) expect(result.body).toEqual(fresh[0]?.body);
      else expectError(result, 'idempotencyRequestInProgress');
    }
    expect(receivers.received(hook.url)).toHaveLength(before + allCases.length);
  });
});

describe.runIf(onProduction)('the receiver check in production mode', () => {
  it('does not exist (404 code 13)', async () => {
    expectError(
      await tenant.call({
        method: 'POST',
        path: '/api/sandbox/webhooks/whk_01JD3ZG6H7J8K9M0N1P2Q3R4S5/receiver-checks',
      }),
      'routeNotFound',
    );
    expectError(
      await tenant.call({
        method: 'GET',
        path: '/api/sandbox/receiver-checks/rck_01JD3ZH8J9K0M1N2P3Q4R5S6T7',
      }),
      'routeNotFound',
    );
  });
});
