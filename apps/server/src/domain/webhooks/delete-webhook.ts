import { dropPendingDeliveries } from '../../db/deliveries-queries.ts';
import { ConcurrentChangeError } from '../../db/store.ts';
import { deleteWebhookRow, type WebhookRow } from '../../db/webhooks-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';

/** Removes a registration for good, and in the same commit the deliveries it was still due. */
export async function deleteWebhook(store: Store, registration: WebhookRow, at: Date): Promise<void> {
  try {
    await store.commit([
      deleteWebhookRow(store, registration.id),
      store.guardChanged(),
      dropPendingDeliveries(store, registration.id, 'dropped: the registration was deleted', at),
    ]);
  } catch (error) {
    // The guard fails only when another request deleted it first.
    if (error instanceof ConcurrentChangeError) throw new ApiError('webhookNotFound');
    throw error;
  }
}
