import { findWebhookByTarget, type WebhookType } from '../../db/webhooks-queries.ts';
import type { Store, WebhookTransport } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { checkWebhookUrl, type Mode } from './webhook-url.ts';

/** What a target is checked against: the mode, and the runtime's transport when it resolves names. */
export type TargetRules = { mode: Mode; transport?: Pick<WebhookTransport, 'hostRefusal'> };

/**
 * The URL rules as a 400 naming `body.url`; then, where the transport resolves names (Node in production),
 * the addresses the host has now, so an obvious mistake is said at once.
 */
export async function acceptedUrl(url: string, rules: TargetRules): Promise<string> {
  const checked = checkWebhookUrl(url, rules.mode);
  if (!checked.ok) throw invalidField('body.url', checked.problem);
  const refused = await rules.transport?.hostRefusal?.(new URL(checked.url).hostname);
  if (refused) throw invalidField('body.url', `must target a public unicast address: ${refused}`);
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
