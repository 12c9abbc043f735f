import type { BankAccountRow } from '../../db/bank-accounts-queries.ts';
import type { Schemas } from '../contract-types.ts';

/**
 * The API's bank account, the one place a stored one takes its shape: identifier fields that do not apply to
 * the account are `null`.
 */
export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    userId: row.userId,
    country: row.country,
    fiat: row.fiat,
    bankName: row.bankName,
    accountHolderName: row.accountHolderName,
    CLABE: row.clabe,
    CCI: row.cci,
    accountNumber: row.accountNumber,
    routingNumber: row.routingNumber,
    accountType: row.accountType,
    createdAt: row.createdAt,
  };
}

export type BankAccount = Schemas['BankAccount'];
