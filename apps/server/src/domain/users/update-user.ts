import { and, eq } from 'drizzle-orm';
import { onboardings, users } from '../../db/schema.ts';
import type { OnboardingRow, UserRow } from '../../db/users-queries.ts';
import type { Statement, Store } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import type { Country } from '../assets.ts';
import { newId } from '../crypto.ts';
import { emailInUse } from './create-user.ts';
import { foldName, type PostalAddress, type Profile } from './profile.ts';
import { userEvent, withOnboarding } from './user-events.ts';

type AddressUpdate = Partial<PostalAddress>;

export type UserUpdate = {
  email?: string;
  phoneNumber?: string;
  individualData?: Partial<NonNullable<Profile['individualData']>>;
  businessData?: { businessName?: string };
  address?: AddressUpdate;
  invoicing?: { MX?: { shouldInvoice?: boolean; fiscalRegimenCode?: number } };
  onboarding?: Partial<
    Record<Country, { legalRepresentative?: { firstName: string; email: string }; address?: AddressUpdate }>
  >;
};

type OnboardingUpdate = NonNullable<NonNullable<UserUpdate['onboarding']>[Country]>;

const addressFields = ['street1', 'city', 'state', 'country', 'postalCode'] as const;

function completeAddress(update: AddressUpdate, field: string): PostalAddress {
  const missing = addressFields.find((name) => update[name] === undefined);
  if (missing) throw invalidField(`${field}.${missing}`, 'is required: this country has no address yet');
  return { street2: null, ...update } as PostalAddress;
}

/** Spec 4.3: a partial update of the caller user; nested objects merge, only sent fields change. */
export async function updateUser(
  store: Store,
  user: UserRow,
  current: OnboardingRow[],
  update: UserUpdate,
  at: Date,
): Promise<void> {
  const profile = structuredClone(user.profile as Profile);
  if (update.individualData) {
    if (!profile.individualData)
      throw invalidField('body.individualData', 'is only allowed for individual users');
    profile.individualData = { ...profile.individualData, ...update.individualData };
  }
  if (update.businessData) {
    if (!profile.businessData) throw invalidField('body.businessData', 'is only allowed for business users');
    profile.businessData = { ...profile.businessData, ...update.businessData };
  }
  if (update.address) profile.address = { ...profile.address, ...update.address };
  if (update.invoicing?.MX) {
    profile.invoicing.MX = {
      fiscalRegimenCode: null,
      shouldInvoice: false,
      ...profile.invoicing.MX,
      ...update.invoicing.MX,
    };
  }
  const email = update.email?.toLowerCase();
  if (email && email !== user.email && (await emailInUse(store, user.brokerId, email))) {
    throw new ApiError('duplicateResource', { message: `A user with the e-mail ${email} already exists` });
  }
  const now = at.toISOString();
  const changes = {
    email: email ?? user.email,
    phoneNumber: update.phoneNumber ?? user.phoneNumber,
    firstName: foldName(profile.individualData?.firstName),
    lastName: foldName(profile.individualData?.lastName),
    businessName: foldName(profile.businessData?.businessName),
    profile,
    updatedAt: now,
    version: user.version + 1,
  };
  const statements: Statement[] = [
    store.db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, user.id), eq(users.version, user.version))),
    store.guardChanged(),
  ];
  let after = current;
  for (const [country, change] of Object.entries(update.onboarding ?? {}) as Array<
    [Country, NonNullable<UserUpdate['onboarding']>[Country]]
  >) {
    if (!change) continue;
    const existing = current.find((row) => row.country === country);
    const { statement, row } = onboardingChange(store, user.id, country, change, existing, at);
    statements.push(statement);
    after = withOnboarding(after, row);
  }
  statements.push(
    await userEvent(store, { event: 'user.updated', user: { ...user, ...changes }, onboardings: after, at }),
  );
  await store.commit(statements);
}

/** One country's onboarding update (a new onboarding where there was none): its write and the row it leaves. */
function onboardingChange(
  store: Store,
  userId: string,
  country: Country,
  change: OnboardingUpdate,
  existing: OnboardingRow | undefined,
  at: Date,
): { statement: Statement; row: OnboardingRow } {
  const field = `body.onboarding.${country}.address`;
  const storedAddress = existing?.address as PostalAddress | null | undefined;
  const address = change.address
    ? storedAddress
      ? { ...storedAddress, ...change.address }
      : completeAddress(change.address, field)
    : (storedAddress ?? null);
  const legalRepresentative = change.legalRepresentative ?? existing?.legalRepresentative ?? null;
  const updatedAt = at.toISOString();
  if (existing) {
    const changed = { address, legalRepresentative, updatedAt };
    const statement = store.db
      .update(onboardings)
      .set(changed)
      .where(and(eq(onboardings.userId, userId), eq(onboardings.country, country)));
    return { statement, row: { ...existing, ...changed } };
  }
  const row: OnboardingRow = {
    userId,
    country,
    status: 'none',
    hasAcceptedTerms: false,
    onboardingId: newId('onb', at),
    verificationProviderId: null,
    sessionToken: null,
    sessionUrl: null,
    address,
    legalRepresentative,
    updatedAt,
  };
  return { statement: store.db.insert(onboardings).values(row), row };
}
