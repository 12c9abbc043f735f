import type { components } from '@cambio/contract';
import Decimal from 'decimal.js';
import { type BankAccountRow, findBankAccount } from '../../db/bank-accounts-queries.ts';
import {
  type BulkBankPayoutRow,
  bulkBankPayoutsToAccount,
  findBulkBankPayoutRow,
  insertBulkBankPayout,
  updateBulkBankPayoutAsRead,
} from '../../db/bulk-bank-payouts-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { BulkBankPayoutRecord, OrderRecord } from '../../records.ts';
import { isFiat } from '../assets.ts';
import { newId } from '../crypto.ts';
import { toApiNumbers } from '../money/api-numbers.ts';

/**
 * The API's bulk bank payout from its record, the one place it takes its shape: the record is the schema's
 * with exact decimals, so a field the document adds is a type error where the record is made (joinBulkPayout).
 */
export function toBulkBankPayout(record: BulkBankPayoutRecord): components['schemas']['BulkBankPayout'] {
  return toApiNumbers<components['schemas']['BulkBankPayout']>(record);
}

type Row = BulkBankPayoutRow;

/** The guarded write of a changed bulk payout (only over the version that was read). */
export function saveBulkPayout(deps: AppDeps, row: Row, body: BulkBankPayoutRecord, at: Date): Statement[] {
  return [updateBulkBankPayoutAsRead(deps.store, row, body, at.toISOString()), deps.store.guardChanged()];
}

export async function bulkPayoutById(deps: AppDeps, id: string) {
  const row = await findBulkBankPayoutRow(deps.store, id);
  return row ? { row, body: row.body as BulkBankPayoutRecord } : undefined;
}

/**
 * A scheduled fiat payout joins the open bulk payout of its bank account (one that has sent nothing
 * yet), or starts one: payouts to one account travel together. `newAccount` is an account
 * created in the same commit (not readable yet).
 */
export async function joinBulkPayout(
  deps: AppDeps,
  brokerId: string,
  order: OrderRecord,
  at: Date,
  newAccount?: BankAccountRow,
): Promise<{ id: string; statements: Statement[] }> {
  const accountId = order.settlement.payout.bankAccountId ?? '';
  const fiat = order.settlement.payout.asset;
  if (!isFiat(fiat)) throw new Error(`a bulk bank payout pays fiat, not ${fiat}`);
  const open = await bulkBankPayoutsToAccount(deps.store, brokerId, accountId);
  const joinable = open.find((row) => (row.body as BulkBankPayoutRecord).status === 'awaitingPayout');
  const amount = order.settlement.payout.amount;
  if (joinable) {
    const body = structuredClone(joinable.body as BulkBankPayoutRecord);
    body.orderIds.push(order.id);
    body.amount = new Decimal(body.amount).plus(amount).toFixed(2);
    return { id: joinable.id, statements: saveBulkPayout(deps, joinable, body, at) };
  }
  const account = newAccount ?? (await findBankAccount(deps.store, brokerId, accountId));
  const id = newId('bpo', at);
  const body: BulkBankPayoutRecord = {
    id,
    createdAt: at.toISOString(),
    userId: order.userId,
    orderIds: [order.id],
    amount,
    fiat,
    country: order.destination.country,
    bankName: account?.bankName ?? '',
    ...(account?.clabe ? { CLABE: account.clabe } : {}),
    status: 'awaitingPayout',
    payoutBankAccountId: accountId,
    payoutsSent: [],
  };
  const now = at.toISOString();
  return {
    id,
    statements: [
      insertBulkBankPayout(deps.store, {
        id,
        brokerId,
        userId: order.userId,
        bankAccountId: accountId,
        body,
        createdAt: now,
        updatedAt: now,
      }),
    ],
  };
}
