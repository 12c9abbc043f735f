import { updateWebhook } from '../../domain/webhooks/update-webhook.ts';
import { toWebhookRegistration } from '../../domain/webhooks/webhook-view.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

export const updateWebhookOperation = operation('updateWebhook', async (c) => {
  const { store, clock, config, webhookTransport } = c.get('deps');
  const registration = await webhookInPath(c, c.req.valid('param').id);
  const rules = { mode: config.mode, transport: webhookTransport };
  const updated = await updateWebhook(store, registration, c.req.valid('json'), rules, clock.now());
  return c.json(toWebhookRegistration(updated, clock.now()), 200);
});
