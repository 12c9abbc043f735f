import { insertOnboarding, updateOnboardingDetails } from '../../db/onboardings-queries.ts';
import { emailInUse, updateUserAsRead } from '../../db/user-changes-queries.ts';
import { foldName, type OnboardingRow, type UserRow } from '../../db/users-queries.ts';
import type { Statement } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import type { Country } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import type { PostalAddress, Profile } from './profile.ts';
import { userEvent, withOnboarding } from './user-events.ts';

type AddressUpdate = Schemas['PostalAddressUpdate'];

/**
 * A partial update: the document's request body as it is. Its names, address, invoicing details and legal
 * representative merge into the stored ones as given, so a field the document adds inside them is stored by
 * construction; a new field of the request, of `invoicing` or of a country's onboarding is a type error where
 * it is taken (noFieldsLeft: updateUser, invoicingChange, onboardingChange).
 */
export type UserUpdate = Schemas['UpdateUserRequest'];

type OnboardingUpdate = Schemas['CountryOnboardingUpdate'];

const addressFields = ['street1', 'city', 'state', 'country', 'postalCode'] as const;

function completeAddress(update: AddressUpdate, field: string): PostalAddress {
  const missing = addressFields.find((name) => update[name] === undefined);
  if (missing) throw invalidField(`${field}.${missing}`, 'is required: this country has no address yet');
  return { street2: null, ...update } as PostalAddress;
}

/** Spec 4.3: a partial update of the caller user; nested objects merge, only sent fields change. */
export async function updateUser(
  deps: JobDeps,
  user: UserRow,
  current: OnboardingRow[],
  update: UserUpdate,
  at: Date,
  linkBase: string,
): Promise<void> {
  const { store } = deps;
  const {
    email: sentEmail,
    phoneNumber,
    individualData,
    businessData,
    address,
    invoicing,
    onboarding,
    ...rest
  } = update;
  noFieldsLeft(rest);
  const profile = structuredClone(user.profile as Profile);
  if (individualData) {
    if (!profile.individualData)
      throw invalidField('body.individualData', 'is only allowed for individual users');
    profile.individualData = { ...profile.individualData, ...individualData };
  }
  if (businessData) {
    if (!profile.businessData) throw invalidField('body.businessData', 'is only allowed for business users');
    profile.businessData = { ...profile.businessData, ...businessData };
  }
  if (address) profile.address = { ...profile.address, ...address };
  if (invoicing) invoicingChange(profile, invoicing);
  const email = sentEmail?.toLowerCase();
  if (email && email !== user.email && (await emailInUse(store, user.brokerId, email))) {
    throw new ApiError('duplicateResource', { message: `A user with the e-mail ${email} already exists` });
  }
  const now = at.toISOString();
  const changes = {
    email: email ?? user.email,
    phoneNumber: phoneNumber ?? user.phoneNumber,
    firstName: foldName(profile.individualData?.firstName),
    lastName: foldName(profile.individualData?.lastName),
    businessName: foldName(profile.businessData?.businessName),
    profile,
    updatedAt: now,
    version: user.version + 1,
  };
  const statements: Statement[] = [updateUserAsRead(store, user, changes), store.guardChanged()];
  let after = current;
  for (const [country, change] of Object.entries(onboarding ?? {}) as Array<
    [Country, OnboardingUpdate | undefined]
  >) {
    if (!change) continue;
    const existing = current.find((row) => row.country === country);
    const { statement, row } = onboardingChange(deps, user.id, country, change, existing, at);
    statements.push(statement);
    after = withOnboarding(after, row);
  }
  statements.push(
    ...(await userEvent(deps, {
      event: 'user.updated',
      user: { ...user, ...changes },
      onboardings: after,
      at,
      linkBase,
    })),
  );
  await store.commit(statements);
}

/** The invoicing details sent, merged into the profile's (mutates `profile`). */
function invoicingChange(profile: Profile, invoicing: Schemas['InvoicingUpdate']): void {
  const { MX, ...rest } = invoicing;
  noFieldsLeft(rest);
  if (!MX) return;
  profile.invoicing.MX = { fiscalRegimenCode: null, shouldInvoice: false, ...profile.invoicing.MX, ...MX };
}

/** One country's onboarding update (a new onboarding where there was none): its write and the row it leaves. */
function onboardingChange(
  deps: JobDeps,
  userId: string,
  country: Country,
  change: OnboardingUpdate,
  existing: OnboardingRow | undefined,
  at: Date,
): { statement: Statement; row: OnboardingRow } {
  const { store } = deps;
  const { address: addressUpdate, legalRepresentative: representativeSent, ...rest } = change;
  noFieldsLeft(rest);
  const field = `body.onboarding.${country}.address`;
  const storedAddress = existing?.address as PostalAddress | null | undefined;
  const address = addressUpdate
    ? storedAddress
      ? { ...storedAddress, ...addressUpdate }
      : completeAddress(addressUpdate, field)
    : (storedAddress ?? null);
  const legalRepresentative = representativeSent ?? existing?.legalRepresentative ?? null;
  const updatedAt = at.toISOString();
  if (existing) {
    const changed = { address, legalRepresentative, updatedAt };
    const statement = updateOnboardingDetails(store, { userId, country }, changed);
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
  return { statement: insertOnboarding(store, row), row };
}
