import { afterAll, expect, it } from 'vitest';
import { findWebhook } from '../../db/webhooks-queries.ts';
import type { WebhookTransport } from '../../deps.ts';
import { openTestRuntime } from '../../testing/test-runtime.ts';
import { runReceiverCheck } from './receiver-check.ts';
import { deliveryTimeoutMs, timeoutMessage } from './transport.ts';

// What the contract suite cannot wait for: a receiver slower than the 10 s limit (the transport gives up and
// says so) and a redirect. The transport is replaced; the report is what a real one would make of it.
const runtime = await openTestRuntime('receiver-check');
afterAll(() => runtime.dispose());

const created = await runtime.app.fetch(
  new Request('http://cambio.test/api/webhooks', {
    method: 'POST',
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'users', url: 'http://127.0.0.1:9/hook', retryOnFailure: true }),
  }),
);
const webhook = await findWebhook(
  runtime.store,
  runtime.brokerId,
  ((await created.json()) as { id: string }).id,
);
if (!webhook) throw new Error('no registration');

function answering(
  answer: (webhookId: string) => Awaited<ReturnType<WebhookTransport['send']>>,
): WebhookTransport {
  return { concurrency: 1, send: async ({ headers }) => answer(headers['webhook-id'] ?? '') };
}

it('names a receiver that answers after the limit as wrong in every case, with the time it was given', async () => {
  const slow = answering(() => ({ error: timeoutMessage, durationMs: deliveryTimeoutMs }));
  const report = await runReceiverCheck({ ...runtime.deps, webhookTransport: slow }, webhook);
  expect(report.passed).toBe(false);
  expect(
    report.cases.map((entry) => [entry.correct, entry.statusCode, entry.error, entry.durationMs]),
  ).toEqual(Array(8).fill([false, null, 'timeout after 10 s', 10_000]));
  expect(report.cases[0]?.problem).toBe('no answer to a correctly signed delivery: timeout after 10 s');
});

it('counts a redirect as wrong, and a 4xx to the valid delivery as a refusal it must not make', async () => {
  let sent = 0;
  const redirecting = answering(() => {
    sent += 1;
    const statusCode = sent === 1 ? 401 : sent === 2 ? 302 : 400;
    return { statusCode, retryAfter: null, body: '', durationMs: 3 };
  });
  const report = await runReceiverCheck({ ...runtime.deps, webhookTransport: redirecting }, webhook);
  expect(report.cases.slice(0, 3).map((entry) => [entry.name, entry.correct, entry.problem])).toEqual([
    ['valid', false, 'refused (401) a correctly signed delivery: it must accept it (2xx)'],
    ['badSignature', false, 'answered 302 to a wrong signature, where a 4xx is due'],
    ['otherSecret', true, null],
  ]);
});
