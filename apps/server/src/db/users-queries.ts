import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { remember } from '../bounded-memory.ts';
import type { Store } from '../deps.ts';
import { foldName } from '../domain/users/profile.ts';
import { type ListPage, newestFirstPage, type PageRequest } from './list-page.ts';
import { idOfBroker, perStore } from './prepared.ts';
import { onboardings, users } from './schema.ts';

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

/** What order creation checks of a user's onboarding in one country (DOMAIN §2). */
export type OnboardingAccess = Pick<OnboardingRow, 'status' | 'hasAcceptedTerms'>;

/** Users' accesses a process remembers per store; past it the memory starts over. */
const maxRemembered = 10_000;
const rememberedAccess = perStore(
  () => new Map<string, { access: OnboardingAccess | undefined; accessVersion: number }>(),
);

/**
 * The user's onboarding status and terms in one country, undefined if it was not started. Where the store
 * caches reads they are remembered while the access version is the one they were read at: triggers move it
 * on every change of an onboarding's status, terms, user or country (Store.accessVersion says how soon a
 * change counts). Read on every booking, it cost 2-3 % of one (two servers loaded at once).
 */
export async function findOnboardingAccess(
  store: Store,
  userId: string,
  country: string,
): Promise<OnboardingAccess | undefined> {
  if (!store.cachesReads) return accessOf(await onboardingInCountry(store).get({ userId, country }));
  // The version first: a change after it moves it again, so the row read next is never kept past a change.
  const accessVersion = await store.accessVersion();
  const known = rememberedAccess(store);
  const key = `${userId} ${country}`;
  const seen = known.get(key);
  if (seen?.accessVersion === accessVersion) return seen.access;
  const access = accessOf(await onboardingInCountry(store).get({ userId, country }));
  remember(known, key, { access, accessVersion }, maxRemembered);
  return access;
}

function accessOf(row: OnboardingRow | undefined): OnboardingAccess | undefined {
  return row && Object.freeze({ status: row.status, hasAcceptedTerms: row.hasAcceptedTerms });
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
