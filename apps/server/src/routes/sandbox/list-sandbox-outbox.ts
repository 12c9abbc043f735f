import { listOutbox } from '../../db/exports-queries.ts';
import { outboxSummary } from '../../domain/exports/outbox-view.ts';
import { pageWindow, setTotal } from '../../http/pagination.ts';
import { operation } from '../define.ts';

export const listSandboxOutboxOperation = operation('listSandboxOutboxMessages', async (c) => {
  const { rows, total } = await listOutbox(
    c.get('deps').store,
    c.get('caller').brokerId,
    pageWindow(c.req.valid('query')),
  );
  setTotal(c, total);
  return c.json(rows.map(outboxSummary), 200);
});
