import {
  claimDelivery,
  type DeliveryJob,
  dropPendingDeliveries,
  dueDeliveries,
  type EventRow,
  eventsByIds,
  finishDelivery,
  insertAttempt,
  webhooksByIds,
} from '../../db/deliveries-queries.ts';
import { ConcurrentChangeError, type Statement } from '../../db/store.ts';
import type { WebhookRow } from '../../db/webhooks-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { nextAttemptAt } from './retry-schedule.ts';
import { eventBody, sendAttempt, succeeded } from './send-attempt.ts';
import { deliveryTimeoutMs } from './transport.ts';
import { disableStatements } from './webhook-state.ts';

/**
 * How long a claimed delivery belongs to the runner that claimed it: longer than it can wait in the runner's
 * buffer and take to send. A runner that stops meanwhile leaves it due again after this (at least once).
 */
export const claimMs = 12 * deliveryTimeoutMs;
const batchSize = 100;

type Claimed = { job: DeliveryJob; claimedUntil: string; event?: EventRow; webhook?: WebhookRow };

/**
 * Sends the deliveries that are due, up to `limit`, `concurrency` at a time: each claimed first (so that
 * several runners, such as Worker isolates, send it once), then sent, then recorded with its outcome and
 * its next attempt in one commit. A slow receiver holds one of the `concurrency` places, not the others.
 */
export async function runDueDeliveries(
  deps: AppDeps,
  { limit = 500, concurrency = 32 }: { limit?: number; concurrency?: number } = {},
): Promise<{ ran: number }> {
  const buffer: Claimed[] = [];
  let taken = 0;
  let exhausted = false;
  let refilling: Promise<void> | undefined;
  const refill = async () => {
    const claimed = await claimDue(deps, Math.min(batchSize, limit - taken - buffer.length));
    if (claimed.length === 0) exhausted = true;
    buffer.push(...claimed);
  };
  const next = async (): Promise<Claimed | undefined> => {
    while (buffer.length === 0 && !exhausted && taken < limit) {
      refilling ??= refill().finally(() => {
        refilling = undefined;
      });
      await refilling;
    }
    const item = buffer.shift();
    if (item) taken++;
    return item;
  };
  const worker = async () => {
    for (let item = await next(); item; item = await next()) await deliverClaimed(deps, item);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ran: taken };
}

async function claimDue(deps: AppDeps, count: number): Promise<Claimed[]> {
  if (count <= 0) return [];
  const { store, clock } = deps;
  const now = clock.now();
  const due = await dueDeliveries(store, now.toISOString(), count);
  const claimedUntil = new Date(now.getTime() + claimMs).toISOString();
  const outcomes = await Promise.allSettled(
    due.map((job) =>
      store.commit([
        claimDelivery(store, { id: job.id, dueAt: job.dueAt, attempts: job.attempts, until: claimedUntil }),
        store.guardChanged(),
      ]),
    ),
  );
  const claimed = due.filter((_, index) => outcomes[index]?.status === 'fulfilled');
  const [events, webhooks] = await Promise.all([
    eventsByIds(store, [...new Set(claimed.map((job) => job.subjectId))]),
    webhooksByIds(store, [...new Set(claimed.flatMap((job) => (job.targetId ? [job.targetId] : [])))]),
  ]);
  return claimed.map((job) => ({
    job,
    claimedUntil,
    event: events.get(job.subjectId),
    webhook: job.targetId ? webhooks.get(job.targetId) : undefined,
  }));
}

async function deliverClaimed(deps: AppDeps, { job, claimedUntil, event, webhook }: Claimed): Promise<void> {
  const { store, clock, config } = deps;
  const attempt = job.attempts + 1;
  const finish = (status: 'pending' | 'done' | 'failed', dueAt: string, lastError: string | null) =>
    finishDelivery(store, {
      id: job.id,
      claimedUntil,
      attempts: attempt,
      status,
      dueAt,
      lastError,
      at: clock.now().toISOString(),
    });
  if (!event || !webhook || webhook.disabledAt !== null) {
    // Deletion and disabling drop pending deliveries; this one was claimed just before.
    await store.commit([
      finishDelivery(store, {
        id: job.id,
        claimedUntil,
        attempts: job.attempts,
        status: 'done',
        dueAt: claimedUntil,
        lastError: 'dropped: the registration was deleted or disabled',
        at: clock.now().toISOString(),
      }),
    ]);
    return;
  }
  const outgoing = { id: event.id, event: event.event, body: eventBody(event) };
  const { response, record } = await sendAttempt(deps, webhook, outgoing, 'scheduled', attempt);
  const now = clock.now();
  const statusCode = 'statusCode' in response ? response.statusCode : undefined;
  const gone = statusCode === 410;
  const retryAt =
    succeeded(response) || gone || !webhook.retryOnFailure
      ? undefined
      : nextAttemptAt({
          delays: config.webhookRetrySeconds,
          attemptsMade: attempt,
          statusCode,
          retryAfter: 'retryAfter' in response ? response.retryAfter : null,
          now,
          wallNow: clock.wallNow(),
        });
  const logged = insertAttempt(store, { ...record, nextAttemptAt: retryAt?.toISOString() ?? null });
  const outcome: Statement[] = succeeded(response)
    ? [finish('done', claimedUntil, null)]
    : retryAt
      ? [finish('pending', retryAt.toISOString(), failureSummary(record))]
      : [finish('failed', claimedUntil, failureSummary(record))];
  const disabling = gone
    ? [
        ...disableStatements(store, webhook, 'the receiver answered 410 Gone', now),
        dropPendingDeliveries(store, webhook.id, 'dropped: the receiver answered 410 Gone', now),
      ]
    : [];
  try {
    await store.commit([logged, ...outcome, store.guardChanged(), ...disabling]);
  } catch (error) {
    // Claimed too long (the runner stalled past claimMs) and taken by another runner: keep the attempt's record.
    if (!(error instanceof ConcurrentChangeError)) throw error;
    await store.commit([logged]);
  }
}

function failureSummary(record: { statusCode: number | null; error: string | null }): string {
  return record.statusCode === null ? (record.error ?? 'failed') : `answered ${record.statusCode}`;
}
