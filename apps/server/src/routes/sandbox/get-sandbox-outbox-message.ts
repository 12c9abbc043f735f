import { findOutboxMessage } from '../../db/exports-queries.ts';
import { outboxMessage } from '../../domain/exports/outbox-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getSandboxOutboxMessageOperation = operation('getSandboxOutboxMessage', async (c) => {
  const { store, outbox } = c.get('deps');
  const row = await findOutboxMessage(store, c.get('caller').brokerId, c.req.valid('param').id);
  const raw = row && (await outbox.get(`${row.id}.eml`));
  if (!row || !raw) throw new ApiError('outboxMessageNotFound');
  return c.json(await outboxMessage(row, raw), 200);
});
