import { webhooks } from '../../db/schema.ts';
import { findUser } from '../../db/users-queries.ts';
import type { WebhookType } from '../../db/webhooks-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { newId } from '../crypto.ts';
import { assertRoomForWebhook } from './registration-cap.ts';
import { newWebhookSecret } from './signature.ts';
import { acceptedUrl, assertTargetFree, type TargetRules } from './webhook-rules.ts';

export type NewWebhook = {
  brokerId: string;
  /** The user whose events are delivered; a user of the broker. */
  userId: string;
  type: WebhookType;
  url: string;
  retryOnFailure: boolean;
};

/** Registers a delivery target. The secret is returned here only; deliveries are signed with it. */
export async function createWebhook(
  store: Store,
  input: NewWebhook,
  rules: TargetRules,
  at: Date,
): Promise<{ id: string; secret: string }> {
  const user = await findUser(store, input.brokerId, input.userId);
  if (!user) throw new ApiError('userNotFound');
  const url = await acceptedUrl(input.url, rules);
  await assertTargetFree(store, { userId: user.id, type: input.type, url });
  await assertRoomForWebhook(store, user.id);
  const id = newId('whk', at);
  const secret = newWebhookSecret();
  const now = at.toISOString();
  await store.commit([
    store.db.insert(webhooks).values({
      id,
      brokerId: input.brokerId,
      userId: user.id,
      type: input.type,
      url,
      retryOnFailure: input.retryOnFailure,
      secret,
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  return { id, secret };
}
