import type { components } from '@cambio/contract';
import type { Country, Fiat } from '../assets.ts';

export type BulkBankPaymentStatus =
  | 'awaitingPayment'
  | 'awaitingAsyncPayment'
  | 'awaitingAsyncPayoutForOrders'
  | 'awaitingOrders'
  | 'complete'
  | 'failed'
  | 'cancelled'
  | 'insufficientAmountReceived'
  | 'excessAmountReceived';

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
  fiat: Fiat;
  country: Country;
  status: BulkBankPaymentStatus;
  reference: string;
  instructions: Record<string, string>;
  /** Paid orders that reached `complete`: the bulk payment completes with the last one. */
  orderIdsComplete: string[];
};

/** The bulk bank payment as the API shows it (spec 2.4): the country's account fields at the top level. */
export function bulkPaymentView(record: BulkBankPaymentRecord): components['schemas']['BulkBankPayment'] {
  const { instructions } = record;
  const fields = (...names: string[]) =>
    Object.fromEntries(names.flatMap((name) => (instructions[name] ? [[name, instructions[name]]] : [])));
  return {
    id: record.id,
    createdAt: record.createdAt,
    userId: record.userId,
    orderIds: record.orderIds,
    orderIdsPaid: record.orderIdsPaid,
    amount: Number(record.amount),
    amountReceived: Number(record.amountReceived),
    fiat: record.fiat,
    bankName: instructions.bankName ?? '',
    companyName: instructions.companyName ?? '',
    companyAddress: instructions.companyAddress ?? '',
    status: record.status,
    ...fields('CLABE', 'RFC', 'RUC'),
    CCI: instructions.CCI ?? null,
    reference: record.reference,
    instructions,
  };
}
