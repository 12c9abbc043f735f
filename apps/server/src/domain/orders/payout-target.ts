import { type BankAccountRow, findBankAccount } from '../../db/bank-accounts-queries.ts';
import { type CryptoAddressRow, findCryptoAddress } from '../../db/crypto-addresses-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import type { QuoteRecord } from '../../records.ts';
import { isFiat } from '../assets.ts';
import { noFieldsLeft } from '../contract-types.ts';
import type { NewOrder } from './create-order.ts';

export type PayoutTarget = {
  addressId?: string;
  address?: string;
  memo?: string | null;
  bankAccountId?: string;
};
export type PayoutChoice = { addressId?: string; bankAccountId?: string };
/** The rows the request's payout choice names, read before the quote is known (with it, on D1). */
export type PayoutRows = { address?: CryptoAddressRow; account?: BankAccountRow };

/**
 * The request's settlement choices: every field of `settlement` and of its `payout` is taken here
 * (noFieldsLeft), so a field the document adds to either is a type error here.
 */
export function payoutChoice(settlement: NewOrder['settlement']): PayoutChoice {
  if (!settlement) return {};
  const { payout, ...rest } = settlement;
  noFieldsLeft(rest);
  if (!payout) return {};
  const { addressId, bankAccountId, ...payoutRest } = payout;
  noFieldsLeft(payoutRest);
  return { addressId, bankAccountId };
}

/** The address and the bank account the choice names, of the broker. */
export async function readPayoutRows(
  store: Store,
  brokerId: string,
  given: PayoutChoice,
): Promise<PayoutRows> {
  const [address, account] = await Promise.all([
    given.addressId ? findCryptoAddress(store, brokerId, given.addressId) : undefined,
    given.bankAccountId ? findBankAccount(store, brokerId, given.bankAccountId) : undefined,
  ]);
  return { address, account };
}

/** The payout destination: an address of the user on the destination network, or a bank account. */
export function payoutTarget(quote: QuoteRecord, given: PayoutChoice, rows: PayoutRows): PayoutTarget {
  const field = 'body.settlement.payout';
  if (!isFiat(quote.destination.asset)) {
    if (given.bankAccountId) throw invalidField(`${field}.bankAccountId`, 'is only for fiat destinations');
    if (!given.addressId)
      throw invalidField(`${field}.addressId`, 'is required for a stablecoin destination');
    const { address } = rows;
    if (!address || address.userId !== quote.userId) throw new ApiError('cryptoAddressNotFound');
    if (address.network !== quote.destination.network) {
      throw new ApiError('invalidCryptoAddress', {
        message: `Address is invalid for the network: it is on ${address.network}, the destination is on ${quote.destination.network}`,
      });
    }
    return { addressId: address.id, address: address.address, memo: address.memo };
  }
  if (given.addressId) throw invalidField(`${field}.addressId`, 'is only for stablecoin destinations');
  if (!given.bankAccountId) return {};
  const { account } = rows;
  if (!account || account.userId !== quote.userId) throw new ApiError('bankAccountNotFound');
  if (account.country !== quote.country || account.fiat !== quote.destination.asset) {
    throw new ApiError('invalidBankAccount', {
      message: `Bank account details are invalid: the account is ${account.country} ${account.fiat}, the order pays out ${quote.country} ${quote.destination.asset}`,
    });
  }
  return { bankAccountId: account.id };
}
