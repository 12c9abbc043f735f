import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { OnboardingAccess, Store } from '../deps.ts';
import { type ListPage, newestFirstPage, type PageRequest } from './list-page.ts';
import { idOfBroker, perStore } from './prepared.ts';
import { userOfQuote } from './quotes-queries.ts';
import { onboardings, users } from './schema.ts';

/**
 * Names as the name columns keep them and the list filters compare them: Unicode-normalized and lower-cased in
 * code, because SQLite's `lower()` folds ASCII only ("GARCÍA" must find "García"). The user's own spelling
 * stays in the profile.
 */
export function foldName(value: string | null | undefined): string | null {
  return value ? value.normalize('NFC').toLowerCase() : null;
}

export type UserRow = typeof users.$inferSelect;
export type OnboardingRow = typeof onboardings.$inferSelect;

// Quotes and orders look these up on every request: prepared once per store.
const userOfBroker = perStore((db) => db.select().from(users).where(idOfBroker(users)).prepare());
// Every booking reads these of its quote's user.
const onboardingsOfQuoteUser = perStore((db) =>
  db
    .select({
      country: onboardings.country,
      status: onboardings.status,
      hasAcceptedTerms: onboardings.hasAcceptedTerms,
    })
    .from(onboardings)
    .where(eq(onboardings.userId, userOfQuote))
    .prepare(),
);

/** A user of the broker, or undefined: users of other brokers do not exist for the caller. */
export async function findUser(store: Store, brokerId: string, userId: string): Promise<UserRow | undefined> {
  return userOfBroker(store).get({ id: userId, brokerId });
}

/**
 * The onboarding statuses and terms, per country, of the user a quote of the broker is for: read by the quote's
 * id, so that a booking reads them with the quote (one D1 batch). At most one per country.
 */
export async function onboardingAccessOfQuoteUser(
  store: Store,
  brokerId: string,
  quoteId: string,
): Promise<Array<OnboardingAccess & { country: string }>> {
  return onboardingsOfQuoteUser(store).all({ quoteId, brokerId });
}

export async function onboardingsOf(store: Store, userIds: string[]): Promise<Map<string, OnboardingRow[]>> {
  const byUser = new Map<string, OnboardingRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await store.db
    .select()
    .from(onboardings)
    .where(inArray(onboardings.userId, userIds))
    .orderBy(asc(onboardings.country));
  for (const row of rows) byUser.get(row.userId)?.push(row);
  return byUser;
}

/** One user's onboardings, as onboardingsOf reads them. */
export async function onboardingsOfUser(store: Store, userId: string): Promise<OnboardingRow[]> {
  return (await onboardingsOf(store, [userId])).get(userId) ?? [];
}

export type UserFilters = {
  type?: 'business' | 'individual';
  search?: string;
  authId?: string;
  firstName?: string;
  lastName?: string;
  businessName?: string;
  onboardingStatus?: string;
};

/** Substring matching on folded text (see foldName); `%` and `_` in the input are matched literally. */
function contains(column: SQLWrapper, value: string): SQL {
  const escaped = (foldName(value) ?? '').replace(/[\\%_]/g, (match) => `\\${match}`);
  return sql`${column} like ${`%${escaped}%`} escape '\\'`;
}

export async function listUsers(
  store: Store,
  brokerId: string,
  filters: UserFilters,
  page: PageRequest,
): Promise<ListPage<UserRow>> {
  const conditions: SQL[] = [eq(users.brokerId, brokerId)];
  if (filters.type) conditions.push(eq(users.type, filters.type));
  if (filters.authId) conditions.push(eq(users.id, filters.authId));
  if (filters.firstName) conditions.push(eq(users.firstName, foldName(filters.firstName) ?? ''));
  if (filters.lastName) conditions.push(eq(users.lastName, foldName(filters.lastName) ?? ''));
  if (filters.businessName) conditions.push(eq(users.businessName, foldName(filters.businessName) ?? ''));
  // Free text and a status kept in another table: no index of the list serves them, so they are tried on a
  // bounded window of the broker's users (db/list-page.ts).
  const scanned: SQL[] = [];
  if (filters.onboardingStatus) {
    scanned.push(
      sql`exists (select 1 from ${onboardings} where ${onboardings.userId} = ${users.id} and ${onboardings.status} = ${filters.onboardingStatus})`,
    );
  }
  if (filters.search) {
    const text = sql`coalesce(${users.email}, '') || ' ' || coalesce(${users.phoneNumber}, '') || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.businessName}, '')`;
    scanned.push(contains(text, filters.search));
  }
  return newestFirstPage<typeof users, UserRow>(store, users, and(...conditions), page, {
    time: users.createdAt,
    ...(scanned.length > 0 ? { scanned: and(...scanned) } : {}),
    ...(conditions.length === 1 ? { kept: { list: 'users', ownerId: brokerId } } : {}),
  });
}
