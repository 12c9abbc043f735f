import {
  type BankAccountRow,
  findBankAccountByIdentifier,
  insertBankAccount,
} from '../../db/bank-accounts-queries.ts';
import { findUser } from '../../db/users-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { withFreshReferences } from '../drawn-references.ts';
import { eventStatements } from '../events.ts';
import { attachBankAccount } from '../orders/attach-bank-account.ts';
import { toBankAccount } from './bank-account-view.ts';
import { bankAccountIdentifier } from './identifier.ts';
import { validateBankAccount } from './validate.ts';

export type NewBankAccount = Schemas['CreateBankAccountRequest'];

/**
 * Adds an account to a user of the broker after the country rules; emits `bankAccount.created`. Orders of
 * the user waiting for payout details in its country and currency get it in the same commit (and payment
 * references drawn for it).
 */
export function createBankAccount(
  deps: AppDeps,
  brokerId: string,
  input: NewBankAccount,
): Promise<BankAccountRow> {
  return withFreshReferences(() => addBankAccount(deps, brokerId, input));
}

async function addBankAccount(
  deps: AppDeps,
  brokerId: string,
  input: NewBankAccount,
): Promise<BankAccountRow> {
  const { store } = deps;
  const at = deps.clock.now();
  // Every field of the request is taken here, its bank details by validateBankAccount (noFieldsLeft): a
  // field the document adds is a type error here.
  const { userId, accountHolderName: sentHolderName, ...details } = input;
  const { country, fiat, bankName, CLABE, CCI, accountNumber, routingNumber, accountType, ...rest } = details;
  noFieldsLeft(rest);
  const user = await findUser(store, brokerId, userId);
  if (!user) throw new ApiError('userNotFound');
  const accountHolderName = sentHolderName.trim();
  if (accountHolderName === '') throw invalidField('body.accountHolderName', 'must not be blank');
  const checked = validateBankAccount({
    country,
    fiat,
    bankName,
    CLABE,
    CCI,
    accountNumber,
    routingNumber,
    accountType,
  });
  if (!checked.ok) {
    throw new ApiError('invalidBankAccount', {
      field: `body.${checked.field}`,
      message: `Bank account details are invalid: ${checked.message}`,
    });
  }
  const account = checked.value;
  const identifier = bankAccountIdentifier(account);
  const existing = await findBankAccountByIdentifier(store, user.id, identifier);
  if (existing) {
    throw new ApiError('duplicateResource', {
      message: `Resource already exists: the user already has this bank account as ${existing.id}`,
    });
  }
  const row: BankAccountRow = {
    id: newId('bac', at),
    brokerId,
    userId: user.id,
    country: account.country,
    fiat: account.fiat,
    bankName: account.bankName,
    accountHolderName,
    clabe: account.CLABE,
    cci: account.CCI,
    accountNumber: account.accountNumber,
    routingNumber: account.routingNumber,
    accountType: account.accountType,
    identifier,
    createdAt: at.toISOString(),
    deletedAt: null,
  };
  await store.commit([
    insertBankAccount(store, row),
    ...eventStatements(deps, {
      brokerId,
      userId: user.id,
      event: 'bankAccount.created',
      data: toBankAccount(row),
      at,
    }),
    ...(await attachBankAccount(deps, row, at)),
  ]);
  return row;
}
