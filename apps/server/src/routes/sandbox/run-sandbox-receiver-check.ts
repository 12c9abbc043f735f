import { runReceiverCheck } from '../../domain/webhooks/receiver-check.ts';
import { operation } from '../define.ts';
import { webhookInPath } from '../webhooks/load-webhook.ts';

export const runSandboxReceiverCheckOperation = operation('runSandboxReceiverCheck', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  return c.json(await runReceiverCheck(c.get('deps'), registration), 201);
});
