import type { components } from '@cambio/contract';
import { listOrders } from '../../db/orders-queries.ts';
import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

type Order = components['schemas']['Order'];

export const listOrdersOperation = operation('listOrders', async (c) => {
  const query = c.req.valid('query');
  const page = await listOrders(c.get('deps').store, c.get('caller').brokerId, query, pageRequest(query));
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(
    rows.map((row) => toApiNumbers<Order>(row.body)),
    200,
  );
});
