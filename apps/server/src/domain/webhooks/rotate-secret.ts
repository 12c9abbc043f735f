import { and, eq } from 'drizzle-orm';
import { webhooks } from '../../db/schema.ts';
import { ConcurrentChangeError } from '../../db/store.ts';
import type { WebhookRow } from '../../db/webhooks-queries.ts';
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
      store.db
        .update(webhooks)
        .set({ secret, previousSecret: webhook.secret, previousSecretExpiresAt, updatedAt: at.toISOString() })
        // Only over the secret that was read: two rotations at once cannot both keep their secret.
        .where(and(eq(webhooks.id, webhook.id), eq(webhooks.secret, webhook.secret))),
      store.guardChanged(),
    ]);
  } catch (error) {
    if (error instanceof ConcurrentChangeError) throw new ApiError('concurrentModification');
    throw error;
  }
  return { id: webhook.id, secret, previousSecretExpiresAt };
}
