import type { components } from '@cambio/contract';
import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { cancelOrder } from '../../domain/orders/cancel-order.ts';
import { operation } from '../define.ts';
import { orderInPath } from './load-order.ts';

type Order = components['schemas']['Order'];

export const cancelOrderOperation = operation('cancelOrder', async (c) => {
  const row = await orderInPath(c, c.req.valid('param').id);
  const order = await cancelOrder(c.get('deps'), row);
  return c.json(toApiNumbers<Order>(order), 200);
});
