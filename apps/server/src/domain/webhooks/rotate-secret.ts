import { ConcurrentChangeError } from '../../db/store.ts';
import { rotateWebhookSecret, type WebhookRow } from '../../db/webhooks-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { newWebhookSecret } from './signature.ts';
import { rotationOverlapMs } from './webhook-state.ts';

/** A new signing secret; the one it replaces keeps signing for 24 hours beside it. */
export async function rotateSecret(store: Store, webhook: WebhookRow, at: Date) {
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(at.getTime() + rotationOverlapMs).toISOString();
  try {
    await store.commit([
      // Only over the secret that was read: two rotations at once cannot both keep their secret.
      rotateWebhookSecret(store, webhook, { secret, previousSecretExpiresAt, updatedAt: at.toISOString() }),
      store.guardChanged(),
    ]);
  } catch (error) {
    if (error instanceof ConcurrentChangeError) throw new ApiError('concurrentModification');
    throw error;
  }
  return { id: webhook.id, secret, previousSecretExpiresAt };
}
