import { createQuote } from '../../domain/quotes/create-quote.ts';
import { toQuote } from '../../domain/quotes/quote-view.ts';
import { operation } from '../define.ts';

export const createQuoteOperation = operation('createQuote', async (c) => {
  const quote = await createQuote(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return c.json(toQuote(quote), 201);
});
