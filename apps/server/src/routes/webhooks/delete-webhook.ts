import { deleteWebhook } from '../../domain/webhooks/delete-webhook.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

/** Spec 4.19: 204 with no body. */
export const deleteWebhookOperation = operation('deleteWebhook', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  const { store, clock } = c.get('deps');
  await deleteWebhook(store, registration, clock.now());
  return c.body(null, 204);
});
