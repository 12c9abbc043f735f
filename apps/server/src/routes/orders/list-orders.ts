import type { components } from '@cambio/contract';
import { listOrders } from '../../db/orders-queries.ts';
import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { pageWindow, setTotal } from '../../http/pagination.ts';
import { operation } from '../define.ts';

type Order = components['schemas']['Order'];

export const listOrdersOperation = operation('listOrders', async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await listOrders(
    c.get('deps').store,
    c.get('caller').brokerId,
    query,
    pageWindow(query),
  );
  setTotal(c, total);
  return c.json(
    rows.map((row) => toApiNumbers<Order>(row.body)),
    200,
  );
});
