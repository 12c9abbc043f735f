import { listAttempts } from '../../db/deliveries-queries.ts';
import { toWebhookAttempt } from '../../domain/webhooks/send-attempt.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';
import { webhookInPath } from './load-webhook.ts';

/** The delivery log of one registration, newest first. */
export const listWebhookAttemptsOperation = operation('listWebhookAttempts', async (c) => {
  const registration = await webhookInPath(c, c.req.valid('param').id);
  const query = c.req.valid('query');
  const page = await listAttempts(
    c.get('deps').store,
    registration.id,
    { event: query.event, eventId: query.eventId, outcome: query.outcome },
    pageRequest(query),
  );
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(rows.map(toWebhookAttempt), 200);
});
