import type { components } from '@cambio/contract';
import { apiJson } from '../../domain/money/api-numbers.ts';
import { createOrder } from '../../domain/orders/create-order.ts';
import { jsonText } from '../../http/json-text.ts';
import { operation } from '../define.ts';

export const createOrderOperation = operation('createOrder', async (c) => {
  const { stored } = await createOrder(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return jsonText<components['schemas']['Order'], 201>(c, apiJson(stored), 201);
});
