import { listWebhooks } from '../../db/webhooks-queries.ts';
import { toWebhookRegistration } from '../../domain/webhooks/webhook-view.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

/** Spec 4.17: newest first; a user of another broker as the filter matches nothing. */
export const listWebhooksOperation = operation('listWebhooks', async (c) => {
  const { store } = c.get('deps');
  const query = c.req.valid('query');
  const page = await listWebhooks(
    store,
    c.get('caller').brokerId,
    { userId: query.userId },
    pageRequest(query),
  );
  setListHeaders(c, page);
  const { rows } = page;
  const now = c.get('deps').clock.now();
  return c.json(
    rows.map((row) => toWebhookRegistration(row, now)),
    200,
  );
});
