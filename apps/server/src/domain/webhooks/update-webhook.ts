import { ConcurrentChangeError } from '../../db/store.ts';
import { updateWebhookAsRead, type WebhookRow, webhookExists } from '../../db/webhooks-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { requestedFaults } from './faults.ts';
import { acceptedUrl, assertTargetFree, type TargetRules } from './webhook-rules.ts';

export type WebhookChanges = Schemas['UpdateWebhookRequest'];

/**
 * Changes the URL, the retry flag and/or the faults (sandbox; replaced whole), and enables a registration a
 * 410 Gone disabled; the user, type and secret stay. Returns the row as stored. Every field of the request
 * is taken here (noFieldsLeft): a field the document adds is a type error here.
 */
export async function updateWebhook(
  store: Store,
  current: WebhookRow,
  changes: WebhookChanges,
  rules: TargetRules,
  at: Date,
): Promise<WebhookRow> {
  const { url: sentUrl, retryOnFailure, faults: sentFaults, ...rest } = changes;
  noFieldsLeft(rest);
  if (sentUrl === undefined && retryOnFailure === undefined && sentFaults === undefined) {
    throw invalidField('body', 'must set at least one of url, retryOnFailure, faults');
  }
  const faults = sentFaults === undefined ? current.faults : requestedFaults(sentFaults, rules.mode);
  const url = sentUrl === undefined ? current.url : await acceptedUrl(sentUrl, rules);
  if (url !== current.url) {
    await assertTargetFree(store, { userId: current.userId, type: current.type, url, exceptId: current.id });
  }
  const next: WebhookRow = {
    ...current,
    url,
    retryOnFailure: retryOnFailure ?? current.retryOnFailure,
    faults,
    disabledAt: null,
    disabledReason: null,
    updatedAt: at.toISOString(),
  };
  try {
    await store.commit([
      // Only if nobody changed or deleted it since it was read: no update is silently lost.
      updateWebhookAsRead(store, current, next),
      store.guardChanged(),
    ]);
  } catch (error) {
    if (!(error instanceof ConcurrentChangeError)) throw error;
    throw (await webhookExists(store, current.id))
      ? new ApiError('concurrentModification')
      : new ApiError('webhookNotFound');
  }
  return next;
}
