import type { BankAccountRow } from '../../db/bank-accounts-queries.ts';

/** The API's bank account: identifier fields that do not apply to the account are `null`. */
export function toBankAccount(row: BankAccountRow) {
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

export type BankAccount = ReturnType<typeof toBankAccount>;
