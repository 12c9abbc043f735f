import { createOrder } from '../../domain/orders/create-order.ts';
import { toOrder } from '../../domain/orders/order-view.ts';
import { operation } from '../define.ts';

export const createOrderOperation = operation('createOrder', async (c) => {
  const order = await createOrder(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return c.json(toOrder(order), 201);
});
