import { findOrder } from '../../db/orders-queries.ts';
import { toOrder } from '../../domain/orders/order-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getOrderOperation = operation('getOrder', async (c) => {
  const row = await findOrder(c.get('deps').store, c.get('caller').brokerId, c.req.valid('param').id);
  if (row === undefined) throw new ApiError('orderNotFound');
  return c.json(toOrder(row.body), 200);
});
