import type { OnboardingStatus } from '../db/schema.ts';
import type { UserRow } from '../db/users-queries.ts';

/** Colour family of a status; every tone also has its own icon and label, so colour is never the only cue. */
export type Tone = 'neutral' | 'progress' | 'attention' | 'success' | 'danger';

export type StatusView = { tone: Tone; label: string; detail: string };

type Presenter = (userType: UserRow['type'], country: string) => StatusView;

const presenters: Partial<Record<OnboardingStatus, Presenter>> = {
  none: () => ({ tone: 'neutral', label: 'Not started', detail: 'Verification has not started yet.' }),
  started: (userType) => ({
    tone: 'progress',
    label: 'In progress',
    detail:
      userType === 'business'
        ? 'Step 1 of 2: the legal representative’s identity check.'
        : 'The identity check is waiting to be completed.',
  }),
  legalRepresentativeApproved: () => ({
    tone: 'progress',
    label: 'Representative approved',
    detail: 'Step 2 of 2: the legal representative passed; the company check comes next.',
  }),
  review: () => ({
    tone: 'attention',
    label: 'In review',
    detail: 'The verification is being reviewed by a person. This page shows the result once it is done.',
  }),
  approved: (_, country) => ({
    tone: 'success',
    label: 'Approved',
    detail: `The identity is verified for ${country}.`,
  }),
  failed: () => ({
    tone: 'danger',
    label: 'Not approved',
    detail: 'The identity could not be verified.',
  }),
  legalRepresentativeFailed: () => ({
    tone: 'danger',
    label: 'Representative not approved',
    detail: 'The legal representative’s identity could not be verified.',
  }),
};

/** How the page shows an onboarding status; statuses this version never produces fall back to their name. */
export function statusView(status: OnboardingStatus, userType: UserRow['type'], country: string): StatusView {
  return presenters[status]?.(userType, country) ?? { tone: 'neutral', label: status, detail: '' };
}

const countryNames: Record<string, string> = { MX: 'Mexico', PE: 'Peru', CO: 'Colombia' };

export function countryName(code: string): string {
  return countryNames[code] ?? code;
}
