import { createWebhook } from '../../domain/webhooks/create-webhook.ts';
import { operation } from '../define.ts';

export const createWebhookOperation = operation('createWebhook', async (c) => {
  const { store, clock, config, webhookTransport } = c.get('deps');
  const caller = c.get('caller');
  const body = c.req.valid('json');
  const created = await createWebhook(
    store,
    {
      brokerId: caller.brokerId,
      userId: body.userId ?? caller.userId,
      type: body.type,
      url: body.url,
      retryOnFailure: body.retryOnFailure,
    },
    { mode: config.mode, transport: webhookTransport },
    clock.now(),
  );
  return c.json(created, 201);
});
