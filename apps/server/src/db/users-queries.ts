import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { foldName } from '../domain/users/profile.ts';
import { newestFirstPage } from './newest-first-page.ts';
import { idOfBroker, perStore } from './prepared.ts';
import { onboardings, users } from './schema.ts';
import type { Store } from './store.ts';

export type UserRow = typeof users.$inferSelect;
export type OnboardingRow = typeof onboardings.$inferSelect;

// Quotes and orders look these up on every request: prepared once per store.
const userOfBroker = perStore((db) => db.select().from(users).where(idOfBroker(users)).prepare());
const onboardingInCountry = perStore((db) =>
  db
    .select()
    .from(onboardings)
    .where(
      and(
        eq(onboardings.userId, sql.placeholder('userId')),
        eq(onboardings.country, sql.placeholder('country')),
      ),
    )
    .prepare(),
);

/** A user of the broker, or undefined: users of other brokers do not exist for the caller. */
export async function findUser(store: Store, brokerId: string, userId: string): Promise<UserRow | undefined> {
  return userOfBroker(store).get({ id: userId, brokerId });
}

/** The user's onboarding in one country, if it was started. */
export async function findOnboarding(
  store: Store,
  userId: string,
  country: string,
): Promise<OnboardingRow | undefined> {
  return onboardingInCountry(store).get({ userId, country });
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
  page: { offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [eq(users.brokerId, brokerId)];
  if (filters.type) conditions.push(eq(users.type, filters.type));
  if (filters.authId) conditions.push(eq(users.id, filters.authId));
  if (filters.firstName) conditions.push(eq(users.firstName, foldName(filters.firstName) ?? ''));
  if (filters.lastName) conditions.push(eq(users.lastName, foldName(filters.lastName) ?? ''));
  if (filters.businessName) conditions.push(eq(users.businessName, foldName(filters.businessName) ?? ''));
  if (filters.onboardingStatus) {
    conditions.push(
      sql`exists (select 1 from ${onboardings} where ${onboardings.userId} = ${users.id} and ${onboardings.status} = ${filters.onboardingStatus})`,
    );
  }
  if (filters.search) {
    const text = sql`coalesce(${users.email}, '') || ' ' || coalesce(${users.phoneNumber}, '') || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.businessName}, '')`;
    conditions.push(contains(text, filters.search));
  }
  return newestFirstPage(store, users, and(...conditions), page);
}
