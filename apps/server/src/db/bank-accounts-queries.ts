import { and, eq, isNull, notExists, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { type ListPage, newestFirstPage, type PageRequest } from './list-page.ts';
import { bankAccounts } from './schema.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** A live (not deleted) account of the broker's users, or undefined. */
export async function findBankAccount(
  store: Store,
  brokerId: string,
  id: string,
): Promise<BankAccountRow | undefined> {
  const rows = await store.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.brokerId, brokerId), isNull(bankAccounts.deletedAt)))
    .limit(1);
  return rows[0];
}

/** The user's live account with the same identifier (see domain/bank-accounts/identifier.ts), if any. */
export async function findBankAccountByIdentifier(
  store: Store,
  userId: string,
  identifier: string,
): Promise<BankAccountRow | undefined> {
  const rows = await store.db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        eq(bankAccounts.identifier, identifier),
        isNull(bankAccounts.deletedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function listBankAccounts(
  store: Store,
  brokerId: string,
  filters: { userId?: string },
  page: PageRequest,
): Promise<ListPage<BankAccountRow>> {
  const conditions: SQL[] = [eq(bankAccounts.brokerId, brokerId), isNull(bankAccounts.deletedAt)];
  if (filters.userId !== undefined) conditions.push(eq(bankAccounts.userId, filters.userId));
  return newestFirstPage<typeof bankAccounts, BankAccountRow>(store, bankAccounts, and(...conditions), page, {
    time: bankAccounts.createdAt,
  });
}

/**
 * For a commit that points an order at the account: changes nothing, but fails the commit's guard when the
 * account was deleted after it was read (the delete, for its part, refuses while an open order uses it).
 */
export function bankAccountStillLive(store: Store, id: string): Statement[] {
  return [
    store.db
      .update(bankAccounts)
      .set({ id })
      .where(and(eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt))),
    store.guardChanged(),
  ];
}

/** A new account, as the user gave it. */
export function insertBankAccount(store: Store, row: BankAccountRow): Statement {
  return store.db.insert(bankAccounts).values(row);
}

/**
 * The account soft-deleted at `at`, unless it is deleted already or `inUse` (a query of the orders that use
 * it) finds a row when it runs: place `store.guardChanged()` after it.
 */
export function softDeleteBankAccountUnlessUsed(
  store: Store,
  id: string,
  at: string,
  inUse: SQLWrapper,
): Statement {
  return store.db
    .update(bankAccounts)
    .set({ deletedAt: at })
    .where(and(eq(bankAccounts.id, id), isNull(bankAccounts.deletedAt), notExists(inUse)));
}
