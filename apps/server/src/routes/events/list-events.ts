import { listEvents } from '../../db/events-queries.ts';
import { toWebhookEvent } from '../../domain/webhooks/event-view.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

const isoMs = (instant: string | undefined) =>
  instant === undefined ? undefined : new Date(instant).toISOString();

/** The broker's events, newest first; a user of another broker as the filter matches nothing. */
export const listEventsOperation = operation('listEvents', async (c) => {
  const query = c.req.valid('query');
  const page = await listEvents(
    c.get('deps').store,
    c.get('caller').brokerId,
    // Stored times are ISO text with milliseconds: bounds compare as text only in the same form.
    {
      type: query.type,
      event: query.event,
      userId: query.userId,
      from: isoMs(query.from),
      to: isoMs(query.to),
    },
    pageRequest(query),
  );
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(rows.map(toWebhookEvent), 200);
});
