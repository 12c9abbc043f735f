import type { components } from '@cambio/contract';
import { findOrderJson } from '../../db/orders-queries.ts';
import { apiJson } from '../../domain/money/api-numbers.ts';
import { ApiError } from '../../errors.ts';
import { jsonText } from '../../http/json-text.ts';
import { operation } from '../define.ts';

// The hottest read: the stored text goes out as it is, its decimals turned into JSON numbers.
export const getOrderOperation = operation('getOrder', async (c) => {
  const stored = await findOrderJson(c.get('deps').store, c.get('caller').brokerId, c.req.valid('param').id);
  if (stored === undefined) throw new ApiError('orderNotFound');
  return jsonText<components['schemas']['Order'], 200>(c, apiJson(stored), 200);
});
