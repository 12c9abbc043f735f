import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { cancelOrder } from '../../domain/orders/cancel-order.ts';
import { operation } from '../define.ts';
import { orderInPath } from './load-order.ts';

export const cancelOrderOperation = operation('cancelOrder', async (c) => {
  const row = await orderInPath(c, c.req.valid('param').id);
  const order = await cancelOrder(c.get('deps'), row);
  return c.json(toApiNumbers(order) as never, 200);
});
