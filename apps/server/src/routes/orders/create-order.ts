import { createOrder } from '../../domain/orders/create-order.ts';
import { orderJson } from '../../domain/orders/order-view.ts';
import { jsonText } from '../../http/json-text.ts';
import { operation } from '../define.ts';

export const createOrderOperation = operation('createOrder', async (c) => {
  const order = await createOrder(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return jsonText(c, orderJson(order), 201);
});
