import type { WebhookRow } from '../../db/webhooks-queries.ts';

/** The API's webhook registration (spec 2.6); the secret never leaves after creation. */
export function toWebhookRegistration(row: WebhookRow) {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    url: row.url,
    retryOnFailure: row.retryOnFailure,
    createdAt: row.createdAt,
  };
}
