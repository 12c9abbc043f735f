import { findUser } from '../../db/users-queries.ts';
import { insertWebhook } from '../../db/webhooks-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { requestedFaults } from './faults.ts';
import { assertRoomForWebhook } from './registration-cap.ts';
import { newWebhookSecret } from './signature.ts';
import { acceptedUrl, assertTargetFree, type TargetRules } from './webhook-rules.ts';

export type NewWebhook = Schemas['CreateWebhookRequest'];

/**
 * Registers a delivery target for a user of the caller's broker (the caller's user when the request names
 * none). The secret is returned here only; deliveries are signed with it. Every field of the request is taken
 * here (noFieldsLeft): a field the document adds is a type error here.
 */
export async function createWebhook(
  store: Store,
  caller: { brokerId: string; userId: string },
  input: NewWebhook,
  rules: TargetRules,
  at: Date,
): Promise<{ id: string; secret: string }> {
  const { userId, type, url: sentUrl, retryOnFailure, faults: sentFaults, ...rest } = input;
  noFieldsLeft(rest);
  const faults = sentFaults === undefined ? null : requestedFaults(sentFaults, rules.mode);
  const user = await findUser(store, caller.brokerId, userId ?? caller.userId);
  if (!user) throw new ApiError('userNotFound');
  const url = await acceptedUrl(sentUrl, rules);
  await assertTargetFree(store, { userId: user.id, type, url });
  await assertRoomForWebhook(store, user.id);
  const id = newId('whk', at);
  const secret = newWebhookSecret();
  const now = at.toISOString();
  await store.commit([
    insertWebhook(store, {
      id,
      brokerId: caller.brokerId,
      userId: user.id,
      type,
      url,
      retryOnFailure,
      faults,
      secret,
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  return { id, secret };
}
