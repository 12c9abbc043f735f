import type { AttemptRow } from '../../db/deliveries-queries.ts';
import type { WebhookRow } from '../../db/webhooks-queries.ts';
import type { AppDeps, WebhookResponse } from '../../deps.ts';
import { newId } from '../crypto.ts';
import type { EventName } from '../events.ts';
import { signatureHeaders } from './signature.ts';

/** What is sent: the event's id (the `webhook-id` header), its name, and the body as it goes out. */
export type OutgoingEvent = { id: string; event: string; body: string };

/** The registration's secrets that sign now: the current one, and the previous during a rotation's overlap. */
export function signingSecrets(webhook: WebhookRow, now: Date): string[] {
  const overlapping =
    webhook.previousSecret !== null &&
    webhook.previousSecretExpiresAt !== null &&
    webhook.previousSecretExpiresAt > now.toISOString();
  return overlapping && webhook.previousSecret ? [webhook.secret, webhook.previousSecret] : [webhook.secret];
}

/** The headers of every delivery besides the signature's. */
export const deliveryHeaders = { 'content-type': 'application/json', 'user-agent': 'cambio-webhooks/1' };

export function succeeded(response: WebhookResponse): boolean {
  return 'statusCode' in response && response.statusCode >= 200 && response.statusCode < 300;
}

/**
 * Signs and sends one attempt, and describes it for the delivery log (its next attempt is the caller's to
 * decide). The signature's timestamp is the real time, not the sandbox clock: receivers compare it with theirs.
 */
export async function sendAttempt(
  deps: AppDeps,
  webhook: WebhookRow,
  outgoing: OutgoingEvent,
  trigger: AttemptRow['trigger'],
  attempt: number,
): Promise<{ response: WebhookResponse; record: Omit<AttemptRow, 'nextAttemptAt'> }> {
  const attemptedAt = deps.clock.now();
  const headers = signatureHeaders({
    id: outgoing.id,
    timestamp: deps.clock.wallNow(),
    body: outgoing.body,
    secrets: signingSecrets(webhook, attemptedAt),
  });
  const response = await deps.webhookTransport.send({
    url: webhook.url,
    headers: { ...deliveryHeaders, ...headers },
    body: outgoing.body,
  });
  const answered = 'statusCode' in response;
  return {
    response,
    record: {
      id: newId('wat', attemptedAt),
      brokerId: webhook.brokerId,
      webhookId: webhook.id,
      eventId: outgoing.id,
      event: outgoing.event,
      trigger,
      attempt,
      url: webhook.url,
      attemptedAt: attemptedAt.toISOString(),
      durationMs: response.durationMs,
      outcome: succeeded(response) ? 'succeeded' : 'failed',
      statusCode: answered ? response.statusCode : null,
      responseBody: answered ? response.body : null,
      error: answered ? redirectNote(response.statusCode) : response.error,
      injected: null,
    },
  };
}

function redirectNote(statusCode: number): string | null {
  return statusCode >= 300 && statusCode < 400 ? 'redirect not followed' : null;
}

/** The API's view of an attempt (schema WebhookAttempt). */
export function toWebhookAttempt(row: AttemptRow) {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    event: row.event as EventName,
    trigger: row.trigger,
    attempt: row.attempt,
    url: row.url,
    attemptedAt: row.attemptedAt,
    durationMs: row.durationMs,
    outcome: row.outcome,
    statusCode: row.statusCode,
    responseBody: row.responseBody,
    error: row.error,
    nextAttemptAt: row.nextAttemptAt,
    injected: row.injected,
  };
}
