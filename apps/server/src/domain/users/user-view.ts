import type { OnboardingRow, UserRow } from '../../db/users-queries.ts';
import type { Country, PostalAddress, Profile } from './profile.ts';

/** The API's user object (spec 2.2) from its stored rows. */
export function toUser(row: UserRow, onboardingRows: OnboardingRow[]) {
  const profile = row.profile as Profile;
  const onboarding: Partial<Record<Country, ReturnType<typeof toCountryOnboarding>>> = {};
  for (const entry of onboardingRows) onboarding[entry.country] = toCountryOnboarding(entry);
  const zero = { buy: 0, sell: 0 };
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt,
    email: row.email,
    phoneNumber: row.phoneNumber,
    brokerId: row.brokerId,
    attributes: profile.attributes,
    individualData: profile.individualData,
    businessData: profile.businessData,
    address: profile.address,
    onboarding,
    invoicing: profile.invoicing,
    platformFeeRanges: profile.platformFeeRanges,
    // Completed orders add to the volume; orders arrive with the money-path milestone.
    accumulatedVolumeInUSD: { MX: { ...zero }, PE: { ...zero }, CO: { ...zero } },
    serviceFee: profile.serviceFee,
  };
}

export type User = ReturnType<typeof toUser>;

function toCountryOnboarding(row: OnboardingRow) {
  return {
    status: row.status,
    country: row.country,
    hasAcceptedTerms: row.hasAcceptedTerms,
    onboardingId: row.onboardingId,
    verificationProviderId: row.verificationProviderId,
    providerVerificationSessionUrl: row.sessionUrl,
    address: (row.address as PostalAddress | null) ?? null,
    legalRepresentative: (row.legalRepresentative as { firstName: string; email: string } | null) ?? null,
  };
}
