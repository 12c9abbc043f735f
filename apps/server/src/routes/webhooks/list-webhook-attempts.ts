import { listAttempts } from '../../db/deliveries-queries.ts';
import { toWebhookAttempt } from '../../domain/webhooks/send-attempt.ts';
import { pageWindow, setTotal } from '../../http/pagination.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

/** The delivery log of one registration, newest first. */
export const listWebhookAttemptsOperation = operation('listWebhookAttempts', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  const query = c.req.valid('query');
  const { rows, total } = await listAttempts(
    c.get('deps').store,
    registration.id,
    { event: query.event, eventId: query.eventId, outcome: query.outcome },
    pageWindow(query),
  );
  setTotal(c, total);
  return c.json(rows.map(toWebhookAttempt), 200);
});
