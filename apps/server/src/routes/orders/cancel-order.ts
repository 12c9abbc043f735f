import { cancelOrder } from '../../domain/orders/end-unpaid-order.ts';
import { toOrder } from '../../domain/orders/order-view.ts';
import { operation } from '../define.ts';
import { orderInPath } from './load-order.ts';

export const cancelOrderOperation = operation('cancelOrder', async (c) => {
  const row = await orderInPath(c, c.req.valid('param').id);
  const order = await cancelOrder(c.get('deps'), row);
  return c.json(toOrder(order), 200);
});
