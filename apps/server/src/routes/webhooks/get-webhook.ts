import { toWebhookRegistration } from '../../domain/webhooks/webhook-view.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

export const getWebhookOperation = operation('getWebhook', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  return c.json(toWebhookRegistration(registration, c.get('deps').clock.now()), 200);
});
