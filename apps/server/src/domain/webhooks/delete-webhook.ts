import { eq } from 'drizzle-orm';
import { webhooks } from '../../db/schema.ts';
import { ConcurrentChangeError, type Store } from '../../db/store.ts';
import type { WebhookRow } from '../../db/webhooks-queries.ts';
import { ApiError } from '../../errors.ts';

/**
 * Removes a registration for good. Deliveries not yet attempted go with it once delivery jobs exist:
 * their removal belongs in this same commit.
 */
export async function deleteWebhook(store: Store, registration: WebhookRow): Promise<void> {
  try {
    await store.commit([
      store.db.delete(webhooks).where(eq(webhooks.id, registration.id)),
      store.guardChanged(),
    ]);
  } catch (error) {
    // The guard fails only when another request deleted it first.
    if (error instanceof ConcurrentChangeError) throw new ApiError('webhookNotFound');
    throw error;
  }
}
