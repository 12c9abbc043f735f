import {
  type DueDelivery,
  dropPendingDeliveries,
  dueDeliveries,
  finishDelivery,
  insertAttempt,
} from '../../db/deliveries-queries.ts';
import { claimJob } from '../../db/jobs-queries.ts';
import { ConcurrentChangeError } from '../../db/store.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { onBrokerClock } from '../sandbox/clock.ts';
import { eventBody } from './event-view.ts';
import { firstAttemptHold } from './faults.ts';
import { nextAttemptAt } from './retry-schedule.ts';
import { sendScheduled } from './scheduled-send.ts';
import { succeeded } from './send-attempt.ts';
import { deliveryTimeoutMs } from './transport.ts';
import { disableStatement } from './webhook-state.ts';

/**
 * How long a claimed delivery belongs to the runner that claimed it. A runner claims only what its idle
 * places send at once, so a delivery waits for no other send: the claim outlasts the send with a wide
 * margin. A runner that stops meanwhile leaves it due again after this (at least once). On the sandbox
 * clock: moving it on by more while a delivery is in flight lets another run send it too.
 */
export const claimMs = 12 * deliveryTimeoutMs;

type Claimed = DueDelivery & { claimedUntil: string };

/**
 * Sends the deliveries that are due, up to `limit`, as many at once as the transport allows (or fewer, by
 * `concurrency`): each claimed
 * when a place is free to send it (so that several runners, such as Worker isolates, send it once), then
 * sent, then recorded with its outcome and its next attempt in one commit. A slow receiver holds one
 * place, not the others; a delivery that cannot be handled at all is failed and logged, not retried forever.
 */
export async function runDueDeliveries(
  deps: AppDeps,
  {
    limit = 500,
    concurrency,
    brokerId,
  }: {
    limit?: number;
    concurrency?: number;
    /** That broker's deliveries due on its clock, deps.clock (a step of its clock's move). */
    brokerId?: string;
  } = {},
): Promise<{ ran: number }> {
  const places = Math.min(
    concurrency ?? deps.webhookTransport.concurrency,
    deps.webhookTransport.concurrency,
  );
  const buffer: Claimed[] = [];
  let idle = 0;
  let taken = 0;
  let exhausted = false;
  let refilling: Promise<void> | undefined;
  const refill = async () => {
    // After the places that start together have all said they are idle.
    await null;
    try {
      const claimed = await claimDue(deps, Math.min(idle, limit - taken) - buffer.length, brokerId);
      if (claimed.length === 0) exhausted = true;
      buffer.push(...claimed);
    } catch (error) {
      exhausted = true;
      deps.logger.error({ error: String(error) }, 'claiming webhook deliveries failed');
    }
  };
  const next = async (): Promise<Claimed | undefined> => {
    idle++;
    while (buffer.length === 0 && !exhausted && taken < limit) {
      refilling ??= refill().finally(() => {
        refilling = undefined;
      });
      await refilling;
    }
    idle--;
    const item = buffer.shift();
    if (item) taken++;
    return item;
  };
  const place = async () => {
    for (let item = await next(); item; item = await next()) {
      // Each on its broker's clock: its attempt's times and its next attempt.
      const on = brokerId === undefined ? onBrokerClock(deps, item.clockOffsetMs) : deps;
      await deliverClaimed(on, item).catch((error) => giveUp(on, item, error));
    }
  };
  await Promise.all(Array.from({ length: places }, place));
  return { ran: taken };
}

/** A delivery that failed on this side (not the receiver's): ended `failed` and logged. */
async function giveUp(deps: AppDeps, { job, claimedUntil }: Claimed, error: unknown): Promise<void> {
  deps.logger.error({ jobId: job.id, error: String(error) }, 'webhook delivery failed');
  await deps.store
    .commit([
      finishDelivery(deps.store, {
        id: job.id,
        claimedUntil,
        attempts: job.attempts,
        status: 'failed',
        dueAt: claimedUntil,
        lastError: String(error).slice(0, 500),
        at: deps.clock.now().toISOString(),
      }),
    ])
    .catch(() => undefined);
}

/**
 * Claims up to `count` due deliveries: in one commit when no other runner took one of them meanwhile (the
 * usual case), one commit each otherwise, keeping those this runner won.
 */
async function claimDue(deps: AppDeps, count: number, brokerId?: string): Promise<Claimed[]> {
  if (count <= 0) return [];
  const { store, clock } = deps;
  // Due times are real times (jobs.due_at): a broker's clock move compares its own instant as one.
  const now = clock.toWall(clock.now());
  const due = await dueDeliveries(store, now.toISOString(), count, brokerId);
  const claimedUntil = new Date(now.getTime() + claimMs).toISOString();
  const claim = ({ job }: DueDelivery) => [
    claimJob(store, { id: job.id, dueAt: job.dueAt, attempts: job.attempts, until: claimedUntil }),
    store.guardChanged(),
  ];
  try {
    await store.commit(due.flatMap(claim));
    return due.map((delivery) => ({ ...delivery, claimedUntil }));
  } catch (error) {
    if (!(error instanceof ConcurrentChangeError)) throw error;
  }
  const outcomes = await Promise.allSettled(due.map((delivery) => store.commit(claim(delivery))));
  return due
    .filter((_, index) => outcomes[index]?.status === 'fulfilled')
    .map((delivery) => ({ ...delivery, claimedUntil }));
}

async function deliverClaimed(deps: AppDeps, { job, claimedUntil, event, webhook }: Claimed): Promise<void> {
  const { store, clock, config } = deps;
  const attempt = job.attempts + 1;
  const finish = (
    status: 'pending' | 'done' | 'failed',
    dueAt: string,
    lastError: string | null,
    attempts = attempt,
  ) =>
    finishDelivery(store, {
      id: job.id,
      claimedUntil,
      attempts,
      status,
      dueAt,
      lastError,
      at: clock.now().toISOString(),
    });
  if (webhook.disabledAt !== null) {
    // Disabling drops pending deliveries; this one was read just before: not sent, no attempt counted.
    const reason = 'dropped: the registration was disabled';
    await store.commit([finish('done', claimedUntil, reason, job.attempts)]);
    return;
  }
  const hold = job.attempts === 0 ? firstAttemptHold(webhook.faults, event) : undefined;
  if (hold && clock.now() < hold.until) {
    // Held back on purpose (a sandbox fault): due again when the hold ends; no attempt made or counted.
    await store.commit([finish('pending', clock.toWall(hold.until).toISOString(), null, job.attempts)]);
    return;
  }
  const outgoing = { id: event.id, event: event.event, body: eventBody(event) };
  const sent = await sendScheduled(deps, webhook, outgoing, attempt, hold?.injected ?? null);
  const { response, record } = sent;
  const injected = sent.extra.map((row) => insertAttempt(store, row));
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
          // Counted from the end of the attempt as logged (attemptedAt + durationMs), so the log shows the rule.
          now: new Date(Date.parse(record.attemptedAt) + record.durationMs),
          wallNow: clock.wallNow(),
        });
  const logged = insertAttempt(store, { ...record, nextAttemptAt: retryAt?.toISOString() ?? null });
  const outcome: Statement[] = succeeded(response)
    ? [finish('done', claimedUntil, null)]
    : retryAt
      ? [finish('pending', clock.toWall(retryAt).toISOString(), failureSummary(record))]
      : [finish('failed', claimedUntil, failureSummary(record))];
  const disabling = gone
    ? [
        disableStatement(store, webhook, 'the receiver answered 410 Gone', now),
        dropPendingDeliveries(store, webhook.id, 'dropped: the receiver answered 410 Gone', now),
      ]
    : [];
  try {
    await store.commit([logged, ...outcome, store.guardChanged(), ...disabling, ...injected]);
  } catch (error) {
    // Dropped meanwhile (the registration was deleted or disabled), or claimed too long and taken by another
    // runner: the attempt happened, so it is logged; its next attempt is not this runner's to say.
    if (!(error instanceof ConcurrentChangeError)) throw error;
    await store.commit([insertAttempt(store, { ...record, nextAttemptAt: null }), ...injected]);
  }
}

function failureSummary(record: { statusCode: number | null; error: string | null }): string {
  return record.statusCode === null ? (record.error ?? 'failed') : `answered ${record.statusCode}`;
}
