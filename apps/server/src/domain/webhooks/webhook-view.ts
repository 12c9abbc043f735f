import type { WebhookRow } from '../../db/webhooks-queries.ts';
import type { Schemas } from '../contract-types.ts';

/**
 * The API's webhook registration (spec 2.6), the one place a stored one takes its shape; secrets never leave
 * after creation or rotation.
 */
export function toWebhookRegistration(row: WebhookRow, now: Date): Schemas['WebhookRegistration'] {
  const overlapping = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now.toISOString();
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    url: row.url,
    retryOnFailure: row.retryOnFailure,
    createdAt: row.createdAt,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt: overlapping ? row.previousSecretExpiresAt : null,
    faults: row.faults,
  };
}
