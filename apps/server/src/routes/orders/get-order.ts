import { findStoredOrderJson } from '../../db/orders-queries.ts';
import { toOrderJson } from '../../domain/orders/order-view.ts';
import { ApiError } from '../../errors.ts';
import { jsonText } from '../../http/json-text.ts';
import { operation } from '../define.ts';

export const getOrderOperation = operation('getOrder', async (c) => {
  const stored = await findStoredOrderJson(
    c.get('deps').store,
    c.get('caller').brokerId,
    c.req.valid('param').id,
  );
  if (stored === undefined) throw new ApiError('orderNotFound');
  return jsonText(c, toOrderJson(stored), 200);
});
