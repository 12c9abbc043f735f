import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { createQuote } from '../../domain/quotes/create-quote.ts';
import { operation } from '../define.ts';

export const createQuoteOperation = operation('createQuote', async (c) => {
  const quote = await createQuote(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return c.json(toApiNumbers(quote) as never, 201);
});
