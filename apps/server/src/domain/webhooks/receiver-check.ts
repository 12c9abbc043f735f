import { insertReceiverCheck } from '../../db/receiver-checks-queries.ts';
import type { WebhookRow } from '../../db/webhooks-queries.ts';
import type { AppDeps, WebhookResponse } from '../../deps.ts';
import type { Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { receiverCheckCases, type TestDelivery } from './receiver-check-cases.ts';
import { deliveryHeaders, signingSecrets } from './send-attempt.ts';
import { deliveryTimeoutMs } from './transport.ts';

type Report = Schemas['ReceiverCheck'];
type CaseReport = Schemas['ReceiverCheckCase'];

/**
 * Sends the registration's URL the receiver check's test deliveries, one after the other (`replay` repeats
 * `valid`), through the deliveries' transport and its target rules, and keeps the report. Nothing of it is
 * an event or an attempt of the delivery log.
 */
export async function runReceiverCheck(deps: AppDeps, webhook: WebhookRow): Promise<Report> {
  const at = deps.clock.now();
  const secrets = signingSecrets(webhook, at);
  const cases: CaseReport[] = [];
  let valid: TestDelivery | undefined;
  for (const testCase of receiverCheckCases) {
    const context = {
      webhook,
      secrets,
      at,
      wallNow: deps.clock.wallNow(),
      newId: () => newId('evt', at),
      valid,
    };
    const delivery = testCase.build(context);
    if (testCase.name === 'valid') valid = delivery;
    const response = await deps.webhookTransport.send({
      url: webhook.url,
      headers: { ...deliveryHeaders, ...delivery.headers },
      body: delivery.body,
    });
    cases.push({
      name: testCase.name,
      webhookId: delivery.webhookId,
      expected: testCase.expected,
      statusCode: 'statusCode' in response ? response.statusCode : null,
      error: 'error' in response ? response.error : null,
      durationMs: response.durationMs,
      ...verdict(testCase, response),
    });
  }
  const report: Report = {
    id: newId('rck', at),
    webhookId: webhook.id,
    url: webhook.url,
    checkedAt: at.toISOString(),
    timeoutMs: deliveryTimeoutMs,
    passed: cases.every((entry) => entry.correct),
    cases,
  };
  await deps.store.commit([
    insertReceiverCheck(deps.store, {
      id: report.id,
      brokerId: webhook.brokerId,
      webhookId: webhook.id,
      checkedAt: report.checkedAt,
      report,
    }),
  ]);
  return report;
}

/**
 * A 2xx is correct where the case is to be accepted, a 4xx where it is to be refused; anything else (no
 * answer, a 3xx, a 5xx) is wrong whatever the case: a 5xx is a failure, retried, never a refusal.
 */
export function verdict(
  testCase: { expected: 'accept' | 'reject'; what: string },
  response: WebhookResponse,
): { correct: boolean; problem: string | null } {
  if ('error' in response)
    return { correct: false, problem: `no answer to ${testCase.what}: ${response.error}` };
  const status = response.statusCode;
  const due = testCase.expected === 'accept' ? '2xx' : '4xx';
  const answered = `${Math.floor(status / 100)}xx`;
  if (answered === due) return { correct: true, problem: null };
  if (answered === '2xx')
    return { correct: false, problem: `accepted (${status}) ${testCase.what}: it must refuse it (4xx)` };
  if (answered === '4xx')
    return { correct: false, problem: `refused (${status}) ${testCase.what}: it must accept it (2xx)` };
  return { correct: false, problem: `answered ${status} to ${testCase.what}, where a ${due} is due` };
}
