import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { brokers, onboardings, users } from './schema.ts';

export type { OnboardingStatus } from './schema.ts';

type OnboardingRow = typeof onboardings.$inferSelect;
type OnboardingKey = Pick<OnboardingRow, 'userId' | 'country'>;

/** The user's onboardings in the order they were made: the first is the country the user started with. */
export async function onboardingsInOrderMade(store: Store, userId: string): Promise<OnboardingRow[]> {
  return store.db.select().from(onboardings).where(eq(onboardings.userId, userId)).orderBy(sql`rowid`);
}

/** The onboarding whose hosted verification link has `token`, with its user. */
export async function findOnboardingBySession(store: Store, token: string) {
  const rows = await store.db
    .select({ onboarding: onboardings, user: users, clockOffsetMs: brokers.clockOffsetMs })
    .from(onboardings)
    .innerJoin(users, eq(users.id, onboardings.userId))
    .innerJoin(brokers, eq(brokers.id, users.brokerId))
    .where(eq(onboardings.sessionToken, token))
    .limit(1);
  return rows[0];
}

export function insertOnboarding(store: Store, row: OnboardingRow): Statement {
  return store.db.insert(onboardings).values(row);
}

/** One country's address and legal representative, whatever its status. */
export function updateOnboardingDetails(
  store: Store,
  key: OnboardingKey,
  changed: Pick<OnboardingRow, 'address' | 'legalRepresentative' | 'updatedAt'>,
): Statement {
  return store.db
    .update(onboardings)
    .set(changed)
    .where(and(eq(onboardings.userId, key.userId), eq(onboardings.country, key.country)));
}

/**
 * A change of one country's onboarding, only while its status is the one read (and, with `linkNotHandedOut`,
 * while it has no link yet): place `store.guardChanged()` after it.
 */
export function updateOnboardingAsRead(
  store: Store,
  read: OnboardingKey & Pick<OnboardingRow, 'status'>,
  changes: Partial<OnboardingRow>,
  options: { linkNotHandedOut?: boolean } = {},
): Statement {
  return store.db
    .update(onboardings)
    .set(changes)
    .where(
      and(
        eq(onboardings.userId, read.userId),
        eq(onboardings.country, read.country),
        eq(onboardings.status, read.status),
        options.linkNotHandedOut ? isNull(onboardings.sessionToken) : undefined,
      ),
    );
}

/** Terms accepted in every country of the user that had not yet: guard it to learn whether any had not. */
export function acceptTermsEverywhere(store: Store, userId: string, updatedAt: string): Statement {
  return store.db
    .update(onboardings)
    .set({ hasAcceptedTerms: true, updatedAt })
    .where(and(eq(onboardings.userId, userId), eq(onboardings.hasAcceptedTerms, false)));
}
