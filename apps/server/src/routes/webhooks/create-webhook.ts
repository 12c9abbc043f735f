import { createWebhook } from '../../domain/webhooks/create-webhook.ts';
import { operation } from '../define.ts';

export const createWebhookOperation = operation('createWebhook', async (c) => {
  const { store, clock, config, webhookTransport } = c.get('deps');
  const caller = c.get('caller');
  const created = await createWebhook(
    store,
    caller,
    c.req.valid('json'),
    { mode: config.mode, transport: webhookTransport },
    clock.now(),
  );
  return c.json(created, 201);
});
