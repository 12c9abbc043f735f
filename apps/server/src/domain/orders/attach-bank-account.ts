import Decimal from 'decimal.js';
import type { BankAccountRow } from '../../db/bank-accounts-queries.ts';
import { ordersOfUserInStatus, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { joinBulkPayout } from '../payouts/bulk-bank-payout.ts';
import { orderEvents } from './order-events.ts';
import { nextStep } from './receive-payment.ts';
import { assignDeposit, expiryJob, recordPaymentReference } from './set-up-order.ts';
import { walk } from './walk.ts';

/** Set when a failed payout was rescheduled to another bank account (see advance-order.ts). */
export const payoutRescheduledAttribute = 'payoutRescheduled';

/**
 * A bank account created for a user is attached to the user's orders waiting in
 * `awaitingBankPayoutDetails` with its country and payout currency. The statements go into the account's
 * own commit, so the account never exists without the orders that were waiting for it. An order without
 * funds gets its deposit address and instructions; one whose payout failed is paid out again.
 */
export async function attachBankAccount(
  deps: AppDeps,
  account: BankAccountRow,
  at: Date,
): Promise<Statement[]> {
  const { store } = deps;
  const rows = await ordersOfUserInStatus(
    store,
    account.brokerId,
    account.userId,
    'awaitingBankPayoutDetails',
  );
  const statements: Statement[] = [];
  for (const row of rows) {
    if (row.body.destination.asset !== account.fiat || row.body.destination.country !== account.country)
      continue;
    const order = structuredClone(row.body);
    const payout = order.settlement.payout;
    payout.bankAccountId = account.id;
    const steps = walk(order, ['bankPayoutDetailsProvided']);
    const effects: Statement[] = [];
    if (new Decimal(order.settlement.payment.amountSettled).isZero()) {
      payout.status = 'awaitingFunds';
      const deposit = await assignDeposit(deps, order, at);
      steps.push(...deposit.steps);
      effects.push(
        ...deposit.statements,
        ...expiryJob(deps, row.brokerId, order, at),
        ...recordPaymentReference(store, order),
      );
    } else {
      payout.status = 'processing';
      if (!order.attributes.includes(payoutRescheduledAttribute))
        order.attributes.push(payoutRescheduledAttribute);
      steps.push(...walk(order, ['payoutRescheduled']));
      const bulk = await joinBulkPayout(deps, row.brokerId, order, at, account);
      payout.bulkBankPayoutId = bulk.id;
      effects.push(...bulk.statements, nextStep(deps, row.brokerId, order.id, 'order.advance', at));
    }
    statements.push(
      ...saveOrder(store, row, order, at),
      ...orderEvents(deps, row.brokerId, order, steps, at),
      ...effects,
    );
  }
  return statements;
}
