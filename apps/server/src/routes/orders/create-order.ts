import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { createOrder } from '../../domain/orders/create-order.ts';
import { operation } from '../define.ts';

export const createOrderOperation = operation('createOrder', async (c) => {
  const order = await createOrder(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return c.json(toApiNumbers(order) as never, 201);
});
