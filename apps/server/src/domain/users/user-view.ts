import type { OnboardingRow, UserRow } from '../../db/users-queries.ts';
import type { UserVolumes } from '../../db/volume-queries.ts';
import type { Country } from '../assets.ts';
import type { Schemas } from '../contract-types.ts';
import type { PostalAddress, Profile } from './profile.ts';

export type User = Schemas['User'];

/**
 * The API's user object (spec 2.2) from its stored rows and its 30-day volume (db/volume-queries.ts): the one
 * place a user becomes the API's shape, so a field the document adds to User is a type error here. `linkBase`
 * is the base of the onboarding links it shows (http/public-base.ts): only the link's token is stored, so
 * that no answer carries the origin another request was sent to.
 */
export function toUser(
  row: UserRow,
  onboardingRows: OnboardingRow[],
  volumes: UserVolumes,
  linkBase: string,
): User {
  const profile = row.profile as Profile;
  const onboarding: Schemas['Onboarding'] = {};
  for (const entry of onboardingRows) onboarding[entry.country] = toCountryOnboarding(entry, linkBase);
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
    accumulatedVolumeInUSD: {
      MX: volumeNumbers(volumes.MX),
      PE: volumeNumbers(volumes.PE),
      CO: volumeNumbers(volumes.CO),
    },
    serviceFee: profile.serviceFee,
  };
}

/** Exact decimals up to here; JSON numbers at the boundary, as for every record (src/records.ts). */
function volumeNumbers(volume: UserVolumes[Country]): Schemas['VolumeBySide'] {
  return { buy: Number(volume.buy.toFixed()), sell: Number(volume.sell.toFixed()) };
}

/** The hosted verification page of an onboarding session (pages/onboarding-page.ts). */
export function onboardingPageUrl(linkBase: string, token: string): string {
  return `${linkBase}/onboarding/${token}`;
}

function toCountryOnboarding(row: OnboardingRow, linkBase: string): Schemas['CountryOnboarding'] {
  return {
    status: row.status,
    country: row.country,
    hasAcceptedTerms: row.hasAcceptedTerms,
    onboardingId: row.onboardingId,
    verificationProviderId: row.verificationProviderId,
    providerVerificationSessionUrl: row.sessionToken ? onboardingPageUrl(linkBase, row.sessionToken) : null,
    address: (row.address as PostalAddress | null) ?? null,
    legalRepresentative: (row.legalRepresentative as Schemas['LegalRepresentative'] | null) ?? null,
  };
}
