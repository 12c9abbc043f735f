import { and, eq } from 'drizzle-orm';
import { onboardings, users } from '../../db/schema.ts';
import type { Statement, Store } from '../../db/store.ts';
import type { OnboardingRow, UserRow } from '../../db/users-queries.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { newId } from '../crypto.ts';
import { eventStatement } from '../events.ts';
import { emailInUse } from './create-user.ts';
import { type Country, foldName, type PostalAddress, type Profile } from './profile.ts';

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
  const statements: Statement[] = [
    store.db
      .update(users)
      .set({
        email: email ?? user.email,
        phoneNumber: update.phoneNumber ?? user.phoneNumber,
        firstName: foldName(profile.individualData?.firstName),
        lastName: foldName(profile.individualData?.lastName),
        businessName: foldName(profile.businessData?.businessName),
        profile,
        updatedAt: now,
        version: user.version + 1,
      })
      .where(and(eq(users.id, user.id), eq(users.version, user.version))),
    store.guardChanged(),
  ];
  for (const [country, change] of Object.entries(update.onboarding ?? {}) as Array<
    [Country, NonNullable<UserUpdate['onboarding']>[Country]]
  >) {
    if (!change) continue;
    const existing = current.find((row) => row.country === country);
    const field = `body.onboarding.${country}.address`;
    const storedAddress = existing?.address as PostalAddress | null | undefined;
    const address = change.address
      ? storedAddress
        ? { ...storedAddress, ...change.address }
        : completeAddress(change.address, field)
      : (storedAddress ?? null);
    const legalRepresentative = change.legalRepresentative ?? existing?.legalRepresentative ?? null;
    if (existing) {
      statements.push(
        store.db
          .update(onboardings)
          .set({ address, legalRepresentative, updatedAt: now })
          .where(and(eq(onboardings.userId, user.id), eq(onboardings.country, country))),
      );
    } else {
      statements.push(
        store.db.insert(onboardings).values({
          userId: user.id,
          country,
          status: 'none',
          hasAcceptedTerms: false,
          onboardingId: newId('onb', at),
          address,
          legalRepresentative,
          updatedAt: now,
        }),
      );
    }
  }
  statements.push(
    eventStatement(store, {
      brokerId: user.brokerId,
      userId: user.id,
      type: 'users',
      event: 'user.updated',
      data: { userId: user.id, fields: Object.keys(update) },
      at,
    }),
  );
  await store.commit(statements);
}
