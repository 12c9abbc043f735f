/**
 * The records the service keeps, each stored whole in its row's JSON body: the document's shapes with exact
 * decimals: shapes, and the field list their `Exact` type needs. It imports no implementation of this
 * project, so that db/ (the rows) and domain/ (the rules) both name them without db/ depending on domain/
 * (docs/architecture.md, "The layering rule").
 */

import type { components } from '@cambio/contract';

type Schemas = components['schemas'];

/** Fields the API shows as JSON numbers; the service keeps them as exact decimal strings. */
export const numericFieldNames = [
  'amount',
  'amountSettled',
  'marketPrice',
  'providerMarketPrice',
  'netPrice',
  'limitNetPrice',
  'payoutTransferLimit',
  'tax',
  'serviceFeeFiat',
  'serviceFeeFiatTax',
] as const;
type NumericField = (typeof numericFieldNames)[number];

/**
 * The stored form of an API shape `T` (a schema of the document): its numeric fields as exact decimal
 * strings. Records kept by the service must fit the stored form of what the API shows of them;
 * `toApiNumbers` (domain/money/api-numbers.ts) turns them into JSON numbers at the boundary.
 */
export type Exact<T> = T extends readonly (infer Item)[]
  ? Exact<Item>[]
  : T extends object
    ? { [K in keyof T]: K extends NumericField ? DecimalOf<T[K]> : Exact<T[K]> }
    : T;
type DecimalOf<V> = V extends number ? string : V;

export type OrderRecord = Exact<Schemas['Order']>;
export type QuoteRecord = Exact<Schemas['Quote']>;
export type FeeLineRecord = OrderRecord['pricingDetails']['fees'][number];
export type SettlementLegRecord = OrderRecord['settlement']['payment'];

/** A bulk bank payout as the API shows it, with exact decimals. */
export type BulkBankPayoutRecord = Exact<Schemas['BulkBankPayout']>;
export type PayoutSentRecord = BulkBankPayoutRecord['payoutsSent'][number];

export type BulkBankPaymentStatus = Schemas['BulkBankPaymentStatus'];

/** A bulk bank payment as stored: the API fields with exact decimals, plus the bookkeeping the API omits. */
export type BulkBankPaymentRecord = {
  id: string;
  createdAt: string;
  userId: string;
  /** Orders still to be paid, oldest first: a deposit pays them in this order. */
  orderIds: string[];
  orderIdsPaid: string[];
  /** Sum of the payment amounts of `orderIds` and `orderIdsPaid`. */
  amount: string;
  /** Sum of the deposits to `reference`. */
  amountReceived: string;
  /** The part of `amountReceived` that paid orders; the rest is held for the next order or returned. */
  amountApplied: string;
  fiat: Schemas['FiatCurrency'];
  country: Schemas['Country'];
  status: BulkBankPaymentStatus;
  reference: string;
  instructions: Record<string, string>;
  /** Paid orders that reached `complete`: the bulk payment completes with the last one. */
  orderIdsComplete: string[];
};

/** The filters of an export as stored with it: the request without `email`, dates as ISO UTC text. */
/** A sandbox registration's faults on demand (schema WebhookFaults), kept in webhooks.faults. */
export type WebhookFaultsRecord = Schemas['WebhookFaults'];

export type ExportFilters = Omit<Schemas['ExportOrdersRequest'], 'email'>;
