import { rotateSecret } from '../../domain/webhooks/rotate-secret.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

export const rotateWebhookSecretOperation = operation('rotateWebhookSecret', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  const { store, clock } = c.get('deps');
  return c.json(await rotateSecret(store, registration, clock.now()), 200);
});
