import { listOrders } from '../../db/orders-queries.ts';
import { toOrder } from '../../domain/orders/order-view.ts';
import { pageRequest, setListHeaders } from '../../http/pagination.ts';
import { operation } from '../define.ts';

export const listOrdersOperation = operation('listOrders', async (c) => {
  const query = c.req.valid('query');
  const page = await listOrders(c.get('deps').store, c.get('caller').brokerId, query, pageRequest(query));
  setListHeaders(c, page);
  const { rows } = page;
  return c.json(
    rows.map((row) => toOrder(row.body)),
    200,
  );
});
