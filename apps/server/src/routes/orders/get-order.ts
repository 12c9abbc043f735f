import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { operation } from '../define.ts';
import { orderInPath } from './load-order.ts';

export const getOrderOperation = operation('getOrder', async (c) => {
  const row = await orderInPath(c, c.req.valid('param').id);
  return c.json(toApiNumbers(row.body) as never, 200);
});
