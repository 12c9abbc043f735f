import { findEvent, listEvents } from '../../db/events-queries.ts';
import type { ListKey } from '../../db/list-page.ts';
import type { Store } from '../../deps.ts';
import { toWebhookEvent } from '../../domain/webhooks/event-view.ts';
import { invalidField } from '../../errors.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

const isoMs = (instant: string | undefined) =>
  instant === undefined ? undefined : new Date(instant).toISOString();

/**
 * The broker's events, newest first; with `since`, the ones written after that event, oldest first. A user,
 * order or bank account of another broker as the filter matches nothing.
 */
export const listEventsOperation = operation('listEvents', async (c) => {
  const query = c.req.valid('query');
  const { store } = c.get('deps');
  const brokerId = c.get('caller').brokerId;
  const since = query.since === undefined ? undefined : await sincePosition(store, brokerId, query);
  const page = await listEvents(
    store,
    brokerId,
    // Stored times are ISO text with milliseconds: bounds compare as text only in the same form.
    {
      type: query.type,
      event: query.event,
      userId: query.userId,
      orderId: query.orderId,
      bankAccountId: query.bankAccountId,
      from: isoMs(query.from),
      to: isoMs(query.to),
      since,
    },
    pageRequest(query),
  );
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(rows.map(toWebhookEvent), 200);
});

/**
 * Where `since` stands. It is its own position: a cursor or a later page would contradict it. An unknown or
 * purged event is refused rather than answered with an empty page, which would read as "nothing new" for ever.
 */
async function sincePosition(
  store: Store,
  brokerId: string,
  query: { since?: string; cursor?: string; page?: number },
): Promise<ListKey> {
  if (query.cursor !== undefined || (query.page !== undefined && query.page !== 1))
    throw invalidField('query.since', 'cannot be sent with cursor or a page other than 1');
  const event = await findEvent(store, brokerId, query.since ?? '');
  if (!event)
    throw invalidField(
      'query.since',
      'is not an event of this broker (unknown, or purged: start again with from)',
    );
  return { at: event.createdAt, id: event.id };
}
