import type { Store } from '../../db/store.ts';
import { findWebhookByTarget, type WebhookType } from '../../db/webhooks-queries.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { checkWebhookUrl, type Mode } from './webhook-url.ts';

/** The URL rules as a 400 naming `body.url`. */
export function acceptedUrl(url: string, mode: Mode): string {
  const checked = checkWebhookUrl(url, mode);
  if (!checked.ok) throw invalidField('body.url', checked.problem);
  return checked.url;
}

/** One registration per user, type and URL; the 409 names the one that exists. */
export async function assertTargetFree(
  store: Store,
  target: { userId: string; type: WebhookType; url: string; exceptId?: string },
): Promise<void> {
  const existing = await findWebhookByTarget(store, target);
  if (existing) {
    throw new ApiError('duplicateResource', {
      message: `Resource already exists: webhook registration ${existing.id} already sends ${target.type} events of this user to this URL`,
    });
  }
}
