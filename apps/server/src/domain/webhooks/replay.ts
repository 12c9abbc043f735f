import { insertAttempt } from '../../db/deliveries-queries.ts';
import { type EventRow, findEvent } from '../../db/events-queries.ts';
import type { WebhookRow } from '../../db/webhooks-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { eventBody } from './event-view.ts';
import { sendAttempt, toWebhookAttempt } from './send-attempt.ts';

/**
 * Sends a stored event of the registration's user and type again, now: one attempt, logged, not retried.
 * Every field of the request is taken here (noFieldsLeft): a field the document adds is a type error here.
 */
export async function redeliver(deps: AppDeps, webhook: WebhookRow, request: Schemas['RedeliverRequest']) {
  const { eventId, ...rest } = request;
  noFieldsLeft(rest);
  const event = await findEvent(deps.store, webhook.brokerId, eventId);
  if (!event || !receives(webhook, event)) throw new ApiError('eventNotFound');
  return attemptNow(
    deps,
    webhook,
    { id: event.id, event: event.event, body: eventBody(event) },
    'redelivery',
  );
}

/** Sends a signed `webhook.ping` (not stored as an event) and logs the attempt. */
export async function ping(deps: AppDeps, webhook: WebhookRow) {
  const at = deps.clock.now();
  const id = newId('evt', at);
  return attemptNow(deps, webhook, { id, event: 'webhook.ping', body: pingBody(webhook, id, at) }, 'ping');
}

/** The test message (schema WebhookPingEvent) of a ping and of a receiver check's deliveries. */
export function pingBody(webhook: WebhookRow, id: string, at: Date, extra: object = {}): string {
  return JSON.stringify({
    id,
    type: webhook.type,
    event: 'webhook.ping',
    createdAt: at.toISOString(),
    data: { webhookId: webhook.id, ...extra },
  });
}

function receives(webhook: WebhookRow, event: EventRow): boolean {
  return event.userId === webhook.userId && event.type === webhook.type;
}

async function attemptNow(
  deps: AppDeps,
  webhook: WebhookRow,
  outgoing: { id: string; event: string; body: string },
  trigger: 'redelivery' | 'ping',
) {
  const { record } = await sendAttempt(deps, webhook, outgoing, trigger, 1);
  const row = { ...record, nextAttemptAt: null };
  await deps.store.commit([insertAttempt(deps.store, row)]);
  return toWebhookAttempt(row);
}
