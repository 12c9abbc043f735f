import { ping } from '../../domain/webhooks/replay.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

export const pingWebhookOperation = operation('pingWebhook', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  return c.json(await ping(c.get('deps'), registration), 200);
});
