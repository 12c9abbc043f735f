import type { QuoteRecord } from '../../records.ts';
import type { Schemas } from '../contract-types.ts';
import { toApiNumbers } from '../money/api-numbers.ts';

export type Quote = Schemas['Quote'];

/**
 * The API's quote from its record, the one place a quote takes its shape. The record is the schema's Quote
 * with exact decimals (src/records.ts), so a field the document adds to Quote is a type error where the
 * record is made (quote-record.ts toQuoteRecord), and shown here by construction.
 */
export function toQuote(record: QuoteRecord): Quote {
  return toApiNumbers<Quote>(record);
}
