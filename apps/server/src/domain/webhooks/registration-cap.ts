import { countWebhooksOfUser } from '../../db/webhooks-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';

/** Registrations a user may have, of all types: each event of the user is sent to each of them. */
export const maxWebhooksPerUser = 10;

/**
 * 422 code 47 when the user already has its registrations (counted on the unique index that starts with
 * the user). Two registrations racing for the last place may both pass: the cap bounds growth, the rate
 * limit bounds the race.
 */
export async function assertRoomForWebhook(store: Store, userId: string): Promise<void> {
  if ((await countWebhooksOfUser(store, userId)) >= maxWebhooksPerUser) {
    throw new ApiError('webhookLimitReached', {
      message: `Webhook registration limit reached: user ${userId} has ${maxWebhooksPerUser} registrations, the most a user may have; delete one (DELETE /api/webhooks/{id}) before registering another`,
    });
  }
}
