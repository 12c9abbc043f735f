import type { components } from '@cambio/contract';
import type { Exact } from '../money/api-numbers.ts';

type Schemas = components['schemas'];

/**
 * The service's records are the document's shapes with exact decimals: amounts and prices are decimal
 * strings here, and `toApiNumbers` turns them into JSON numbers at the boundary.
 */
export type OrderRecord = Exact<Schemas['Order']>;
export type QuoteRecord = Exact<Schemas['Quote']>;
export type LegRecord = OrderRecord['origin'];
export type FeeLineRecord = OrderRecord['pricingDetails']['fees'][number];
export type SettlementLegRecord = OrderRecord['settlement']['payment'];
export type TransactionRecord = SettlementLegRecord['transactions'][number];
