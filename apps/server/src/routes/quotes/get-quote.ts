import type { components } from '@cambio/contract';
import { findQuote } from '../../db/orders-queries.ts';
import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

type Quote = components['schemas']['Quote'];

export const getQuoteOperation = operation('getQuote', async (c) => {
  const row = await findQuote(c.get('deps').store, c.get('caller').brokerId, c.req.valid('param').id);
  if (!row) throw new ApiError('quoteNotFound');
  return c.json(toApiNumbers<Quote>(row.body), 200);
});
