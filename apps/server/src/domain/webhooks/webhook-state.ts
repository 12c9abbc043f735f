import { disableWebhook, type WebhookRow } from '../../db/webhooks-queries.ts';
import type { Statement, Store } from '../../deps.ts';

/** How long the previous secret still signs after a rotation (the document's rotateWebhookSecret). */
export const rotationOverlapMs = 24 * 60 * 60 * 1000;

/** Stops deliveries to a registration until an update enables it again (a receiver's 410 Gone). */
export function disableStatement(store: Store, webhook: WebhookRow, reason: string, at: Date): Statement {
  return disableWebhook(store, webhook.id, reason, at.toISOString());
}
