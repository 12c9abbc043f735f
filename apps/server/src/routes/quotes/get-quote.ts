import { findQuote } from '../../db/quotes-queries.ts';
import { toQuote } from '../../domain/quotes/quote-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getQuoteOperation = operation('getQuote', async (c) => {
  const row = await findQuote(c.get('deps').store, c.get('caller').brokerId, c.req.valid('param').id);
  if (!row) throw new ApiError('quoteNotFound');
  return c.json(toQuote(row.body), 200);
});
