import { orderStateMachine } from '@cambio/contract';
import {
  type BankAccountRow,
  findBankAccount,
  softDeleteBankAccountUnlessUsed,
} from '../../db/bank-accounts-queries.ts';
import { openOrdersUsingBankAccount } from '../../db/orders-queries.ts';
import { ConcurrentChangeError } from '../../db/store.ts';
import { ApiError } from '../../errors.ts';
import { eventStatements } from '../events.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import { toBankAccount } from './bank-account-view.ts';

/**
 * Soft-deletes an account (orders keep pointing at it) and emits `bankAccount.deleted`. The account
 * then answers 404 and may be added again. An account an open order pays from or out to is refused with
 * 409 code 30; the delete itself carries that condition, so an order booked on the account after the
 * first read still stops it.
 */
export async function deleteBankAccount(deps: JobDeps, account: BankAccountRow, at: Date): Promise<void> {
  const { store } = deps;
  const inUse = () => openOrdersUsingBankAccount(store, account, orderStateMachine.final);
  refuseInUse(await inUse());
  try {
    await store.commit([
      softDeleteBankAccountUnlessUsed(store, account.id, at.toISOString(), inUse()),
      store.guardChanged(),
      ...eventStatements(deps, {
        brokerId: account.brokerId,
        userId: account.userId,
        event: 'bankAccount.deleted',
        data: toBankAccount(account),
        at,
      }),
    ]);
  } catch (error) {
    // The guard fails when another request deleted the account first, or an order started using it.
    if (!(error instanceof ConcurrentChangeError)) throw error;
    if (!(await findBankAccount(store, account.brokerId, account.id)))
      throw new ApiError('bankAccountNotFound');
    refuseInUse(await inUse());
    throw error;
  }
}

function refuseInUse(orders: Array<{ id: string }>): void {
  const order = orders[0];
  if (order) {
    throw new ApiError('bankAccountInUse', {
      message: `Bank account is used by an open order: ${order.id}`,
    });
  }
}
