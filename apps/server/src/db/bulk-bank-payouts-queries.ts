import { and, eq } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { bulkBankPayouts } from './schema.ts';

/** A bulk bank payout as stored; `body` is its record (domain/payouts/bulk-bank-payout.ts). */
export type BulkBankPayoutRow = typeof bulkBankPayouts.$inferSelect;

/** A bulk bank payout of any broker (jobs and order steps), or undefined. */
export async function findBulkBankPayoutRow(
  store: Store,
  id: string,
): Promise<BulkBankPayoutRow | undefined> {
  const rows = await store.db.select().from(bulkBankPayouts).where(eq(bulkBankPayouts.id, id)).limit(1);
  return rows[0];
}

/** The broker's bulk payouts to the bank account, whatever their status. */
export async function bulkBankPayoutsToAccount(
  store: Store,
  brokerId: string,
  bankAccountId: string,
): Promise<BulkBankPayoutRow[]> {
  return store.db
    .select()
    .from(bulkBankPayouts)
    .where(and(eq(bulkBankPayouts.brokerId, brokerId), eq(bulkBankPayouts.bankAccountId, bankAccountId)));
}

export function insertBulkBankPayout(store: Store, row: typeof bulkBankPayouts.$inferInsert): Statement {
  return store.db.insert(bulkBankPayouts).values(row);
}

/** The changed body, only over the version that was read: place `store.guardChanged()` after it. */
export function updateBulkBankPayoutAsRead(
  store: Store,
  read: Pick<BulkBankPayoutRow, 'id' | 'version'>,
  body: unknown,
  at: string,
): Statement {
  return store.db
    .update(bulkBankPayouts)
    .set({ body, updatedAt: at, version: read.version + 1 })
    .where(and(eq(bulkBankPayouts.id, read.id), eq(bulkBankPayouts.version, read.version)));
}
