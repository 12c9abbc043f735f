import { redeliver } from '../../domain/webhooks/replay.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

export const redeliverWebhookEventOperation = operation('redeliverWebhookEvent', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  return c.json(await redeliver(c.get('deps'), registration, c.req.valid('json')), 200);
});
