import type { components } from '@cambio/contract';
import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { createQuote } from '../../domain/quotes/create-quote.ts';
import { operation } from '../define.ts';

type Quote = components['schemas']['Quote'];

export const createQuoteOperation = operation('createQuote', async (c) => {
  const quote = await createQuote(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return c.json(toApiNumbers<Quote>(quote), 201);
});
