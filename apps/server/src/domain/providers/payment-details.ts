import type { PaymentDetails } from '../../deps.ts';
import { depositAddressFor } from '../orders/deposit-address.ts';
import { bankPaymentInstructions } from '../orders/payment-instructions.ts';

/** The sandbox's: the sandbox company's accounts, and addresses derived from the order id (nobody holds their keys). */
export const sandboxPaymentDetails: PaymentDetails = {
  bankInstructions: bankPaymentInstructions,
  async depositAddress(_store, orderId, network) {
    return { deposit: depositAddressFor(orderId, network), statements: [] };
  },
};
