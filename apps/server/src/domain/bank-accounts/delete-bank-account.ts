import { and, eq, isNull } from 'drizzle-orm';
import type { BankAccountRow } from '../../db/bank-accounts-queries.ts';
import { bankAccounts } from '../../db/schema.ts';
import { ConcurrentChangeError, type Store } from '../../db/store.ts';
import { ApiError } from '../../errors.ts';
import { eventStatement } from '../events.ts';
import { toBankAccount } from './bank-account-view.ts';

/**
 * Soft-deletes an account (orders keep pointing at it) and emits `bankAccount.deleted`. The account
 * then answers 404 and may be added again.
 */
export async function deleteBankAccount(store: Store, account: BankAccountRow, at: Date): Promise<void> {
  // TODO(orders): an account that is the payment or payout account of an order that is not final
  // (complete, cancelled, expired, timeInForceEnded) must answer 409 bankAccountInUse (code 30). Check it
  // here, before the commit, once orders exist; there are none yet, so nothing can use the account.
  const deletedAt = at.toISOString();
  try {
    await store.commit([
      store.db
        .update(bankAccounts)
        .set({ deletedAt })
        .where(and(eq(bankAccounts.id, account.id), isNull(bankAccounts.deletedAt))),
      store.guardChanged(),
      eventStatement(store, {
        brokerId: account.brokerId,
        userId: account.userId,
        type: 'bank-accounts',
        event: 'bankAccount.deleted',
        data: toBankAccount(account),
        at,
      }),
    ]);
  } catch (error) {
    // The guard fails only when another request deleted it first.
    if (error instanceof ConcurrentChangeError) throw new ApiError('bankAccountNotFound');
    throw error;
  }
}
