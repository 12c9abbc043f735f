import type { ValidBankAccount } from './validate.ts';

/**
 * What makes two accounts of one user the same account: the interbank code where there is one (CLABE,
 * CCI), the routing and account number for US accounts, and the bank and account number in Colombia,
 * where account numbers are only unique within a bank.
 */
export function bankAccountIdentifier(account: ValidBankAccount): string {
  if (account.CLABE !== null) return `CLABE:${account.CLABE}`;
  if (account.CCI !== null) return `CCI:${account.CCI}`;
  const number = account.accountNumber ?? '';
  if (account.routingNumber !== null) return `ABA:${account.routingNumber}:${number}`;
  const bank = account.bankName.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${account.country}:${bank}:${number}`;
}
