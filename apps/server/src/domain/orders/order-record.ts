import type { Country, Network } from '../assets.ts';
import type { Flow } from './order-machine.ts';
import type { Rail } from './payment-instructions.ts';

/** Amounts are exact decimal strings here; `toApiNumbers` turns them into JSON numbers at the boundary. */
export type LegRecord = { asset: string; amount: string; country: Country; network?: Network };

export type FeeLineRecord = {
  type: 'platform' | 'network' | 'nextDaySettlement';
  amount: string;
  asset: string;
  tax: string;
};

export type TransactionRecord = {
  amount: string;
  createdAt: string;
  blockchainTxId?: string;
  blockchainAddress?: string;
  SPEITrackingNumber?: string;
  SPIDTrackingNumber?: string;
  CEPLink?: string;
  reference?: string;
  accountHolderName?: string;
  accountNumber?: string;
  CCI?: string;
  CLABE?: string;
};

export type SettlementLegRecord = {
  asset: string;
  amount: string;
  rail: Rail;
  network?: Network;
  dueDate?: string;
  status:
    | 'awaitingFunds'
    | 'fundsReceived'
    | 'partiallyFunded'
    | 'awaitingDetails'
    | 'processing'
    | 'sent'
    | 'complete'
    | 'failed'
    | 'cancelled'
    | 'expired';
  amountSettled: string;
  bankAccountId?: string;
  addressId?: string;
  instructions?: Record<string, string>;
  transactions: TransactionRecord[];
  bulkBankPaymentId?: string;
  bulkBankPayoutId?: string;
};

/** An order as the API shows it (spec 2.3), with exact decimals. */
export type OrderRecord = {
  id: string;
  quoteId: string;
  userId: string;
  clientReferenceId?: string;
  status: string;
  flow: Flow;
  origin: LegRecord;
  destination: LegRecord;
  fixedLeg: 'origin' | 'destination';
  pricingDetails: { fees: FeeLineRecord[] };
  settlement: {
    mode: 'instant' | 'scheduled';
    timing: 'immediate' | 'sameDay' | 'nextDay';
    valueDateOffset: number;
    effectiveValueDateOffset: number;
    valueDate?: string;
    payment: SettlementLegRecord;
    payout: SettlementLegRecord;
  };
  marketPrice: string;
  netPrice: string;
  type: 'market' | 'limit';
  limitNetPrice?: string;
  timeInForceStartsAt?: string;
  timeInForceEndsAt?: string;
  attributes: string[];
  notes?: string;
  payoutTransferLimit?: string;
  paymentReceivedAt?: string;
  expiredQuotes: string[];
  parentOrderId?: string;
  informationalFees: { serviceFeeFiat: string; serviceFeeFiatTax: string };
  createdAt: string;
};

/** A quote as the API shows it (extension), with exact decimals. */
export type QuoteRecord = {
  id: string;
  userId: string;
  flow: Flow;
  fixedLeg: 'origin' | 'destination';
  origin: LegRecord;
  destination: LegRecord;
  country: Country;
  marketPrice: string;
  providerMarketPrice: string;
  netPrice: string;
  pricingDetails: { fees: FeeLineRecord[] };
  informationalFees: { serviceFeeFiat: string; serviceFeeFiatTax: string };
  type: 'market' | 'limit';
  limitNetPrice?: string;
  timeInForceStartsAt?: string;
  timeInForceEndsAt?: string;
  expiresAt: string;
  bookedAt: string | null;
  orderId: string | null;
  createdAt: string;
};
