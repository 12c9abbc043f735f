import { listOutbox } from '../../db/exports-queries.ts';
import { outboxSummary } from '../../domain/exports/outbox-view.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

export const listSandboxOutboxOperation = operation('listSandboxOutboxMessages', async (c) => {
  const page = await listOutbox(
    c.get('deps').store,
    c.get('caller').brokerId,
    pageRequest(c.req.valid('query')),
  );
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(rows.map(outboxSummary), 200);
});
