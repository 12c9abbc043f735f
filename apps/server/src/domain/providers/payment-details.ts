import type { Statement, Store } from '../../db/store.ts';
import type { Country, Fiat, Network } from '../assets.ts';
import { depositAddressFor } from '../orders/deposit-address.ts';
import { bankPaymentInstructions, type Instructions } from '../orders/payment-instructions.ts';

export type DepositAddress = { address: string; memo?: string };

/**
 * Where customers pay: the service's bank account for a fiat payment, and a deposit address for a crypto one.
 * The sandbox simulates both; production takes them from the operator's configuration
 * (configured-payment-details.ts) and answers 503 rather than make one up.
 */
export interface PaymentDetails {
  /** The service's account for `country` and `fiat`, with the payment's `reference`. */
  bankInstructions(country: Country, fiat: Fiat, reference: string): Instructions;
  /** A deposit address of `network` for the order, and the writes that hand it out (committed with the order). */
  depositAddress(
    store: Store,
    orderId: string,
    network: Network,
    at: Date,
  ): Promise<{ deposit: DepositAddress; statements: Statement[] }>;
}

/** The sandbox's: the sandbox company's accounts, and addresses derived from the order id (nobody holds their keys). */
export const sandboxPaymentDetails: PaymentDetails = {
  bankInstructions: bankPaymentInstructions,
  async depositAddress(_store, orderId, network) {
    return { deposit: depositAddressFor(orderId, network), statements: [] };
  },
};
