import { findEvent } from '../../db/events-queries.ts';
import { toWebhookEvent } from '../../domain/webhooks/event-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getEventOperation = operation('getEvent', async (c) => {
  const event = await findEvent(c.get('deps').store, c.get('caller').brokerId, c.req.valid('param').id);
  if (!event) throw new ApiError('eventNotFound');
  return c.json(toWebhookEvent(event), 200);
});
