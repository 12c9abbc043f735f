import {
  acceptTermsEverywhere,
  type OnboardingStatus,
  onboardingsInOrderMade,
  updateOnboardingAsRead,
} from '../../db/onboardings-queries.ts';
import { ConcurrentChangeError } from '../../db/store.ts';
import { touchUser } from '../../db/user-changes-queries.ts';
import { findUser, type OnboardingRow, onboardingsOfUser, type UserRow } from '../../db/users-queries.ts';
import type { Statement } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import type { Country } from '../assets.ts';
import { newId, randomSecret } from '../crypto.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import { outcomeForEmail } from '../sandbox/magic-values.ts';
import { userEvent, withOnboarding } from '../users/user-events.ts';
import { onboardingPageUrl } from '../users/user-view.ts';

export type Outcome = 'approved' | 'review' | 'failed';
export const outcomes: Outcome[] = ['approved', 'review', 'failed'];

/**
 * The statuses one verification step walks through from `status`. A country still in `none` is started
 * first; business users pass the legal representative's check in a step of its own before the outcome.
 * Undefined when verification is already finished.
 */
export function verificationStep(
  userType: UserRow['type'],
  status: OnboardingStatus,
  outcome: Outcome,
): OnboardingStatus[] | undefined {
  const path: OnboardingStatus[] = status === 'none' ? ['started'] : [];
  const from = path.at(-1) ?? status;
  if (userType === 'business' && from === 'started') {
    const legal = {
      approved: 'legalRepresentativeApproved',
      failed: 'legalRepresentativeFailed',
      review: 'review',
    } as const;
    return [...path, legal[outcome]];
  }
  const open: OnboardingStatus[] = ['started', 'review', 'legalRepresentativeApproved'];
  return open.includes(from) ? [...path, outcome] : undefined;
}

/** While verification is open, the link can be handed out (again). */
const linkable = new Set<OnboardingStatus>(['none', 'started', 'legalRepresentativeApproved']);

function notAllowed(row: OnboardingRow, action: string): ApiError {
  return new ApiError('onboardingTransitionNotAllowed', {
    message: `Onboarding status does not allow this action: ${row.country} is ${row.status}, ${action}`,
  });
}

/**
 * The onboarding of `country`, or of the country the user started with (the first row written), with all
 * the user's onboardings (`rows`).
 */
export async function onboardingOf(
  deps: JobDeps,
  userId: string,
  country: { value: Country | undefined; field: string },
): Promise<{ row: OnboardingRow; rows: OnboardingRow[] }> {
  const { store } = deps;
  const rows = await onboardingsInOrderMade(store, userId);
  const row = country.value ? rows.find((entry) => entry.country === country.value) : rows[0];
  if (!row) throw invalidField(country.field, 'is not a country the user is onboarding in');
  return { row, rows };
}

/**
 * The hosted verification link on `linkBase`; fetching it moves `none` to `started` (spec 4.7). Only its
 * token is stored: every answer builds the link on its own base (user-view.ts).
 */
export async function onboardingLink(
  deps: JobDeps,
  input: { brokerId: string; userId: string; country?: Country; linkBase: string; at: Date },
): Promise<string> {
  const { store } = deps;
  const user = await findUser(store, input.brokerId, input.userId);
  if (!user) throw new ApiError('userNotFound');
  const { row, rows } = await onboardingOf(deps, user.id, { value: input.country, field: 'query.country' });
  if (!linkable.has(row.status)) throw notAllowed(row, 'verification is not open');
  if (row.sessionToken) return onboardingPageUrl(input.linkBase, row.sessionToken);
  const token = `ot_${randomSecret(24)}`;
  const changes = {
    status: row.status === 'none' ? 'started' : row.status,
    sessionToken: token,
    verificationProviderId: row.verificationProviderId ?? newId('vrf', input.at),
    updatedAt: input.at.toISOString(),
  } satisfies Partial<OnboardingRow>;
  const statements: Statement[] = [
    updateOnboardingAsRead(store, row, changes, { linkNotHandedOut: true }),
    store.guardChanged(),
  ];
  if (changes.status !== row.status) {
    const changed = { ...row, ...changes };
    statements.push(...(await statusEvent(deps, user, rows, changed, row.status, input)));
  }
  try {
    await store.commit(statements);
    return onboardingPageUrl(input.linkBase, token);
  } catch (error) {
    // A concurrent request handed out the link first: every caller gets that one.
    if (!(error instanceof ConcurrentChangeError)) throw error;
    const current = await onboardingOf(deps, user.id, { value: row.country, field: 'query.country' });
    if (!current.row.sessionToken) throw error;
    return onboardingPageUrl(input.linkBase, current.row.sessionToken);
  }
}

/** One verification step (sandbox page or sandbox operation) with the given outcome or the e-mail's. */
export async function completeVerification(
  deps: JobDeps,
  input: { user: UserRow; country?: Country; outcome?: Outcome; at: Date; linkBase: string },
): Promise<void> {
  const { store } = deps;
  const { row, rows } = await onboardingOf(deps, input.user.id, {
    value: input.country,
    field: 'body.country',
  });
  const path = verificationStep(
    input.user.type,
    row.status,
    input.outcome ?? outcomeForEmail(input.user.email),
  );
  if (!path) throw notAllowed(row, 'verification is finished');
  const changes = {
    status: path.at(-1) ?? row.status,
    verificationProviderId: row.verificationProviderId ?? newId('vrf', input.at),
    updatedAt: input.at.toISOString(),
  };
  const statements: Statement[] = [
    updateOnboardingAsRead(store, row, changes),
    store.guardChanged(),
    // One event for the step, however many statuses it went through (as for orders).
    ...(await statusEvent(deps, input.user, rows, { ...row, ...changes }, row.status, input)),
  ];
  await store.commit(statements);
}

/** Accepting terms sets `hasAcceptedTerms` in every country the user is onboarding in. */
export async function acceptTerms(deps: JobDeps, user: UserRow, at: Date, linkBase: string): Promise<void> {
  const { store } = deps;
  const accepted = { hasAcceptedTerms: true, updatedAt: at.toISOString() };
  const rows = await onboardingsOfUser(store, user.id);
  const events = await userEvent(deps, {
    event: 'user.termsAccepted',
    user: { ...user, updatedAt: accepted.updatedAt },
    onboardings: rows.map((row) => (row.hasAcceptedTerms ? row : { ...row, ...accepted })),
    at,
    linkBase,
  });
  try {
    await store.commit([
      acceptTermsEverywhere(store, user.id, accepted.updatedAt),
      store.guardChanged(),
      touchUser(store, user.id, accepted.updatedAt),
      ...events,
    ]);
  } catch (error) {
    // Accepted already everywhere: accepting again changes nothing and reports nothing.
    if (!(error instanceof ConcurrentChangeError)) throw error;
  }
}

/** `user.onboardingStatusChanged`: `changed` is the onboarding after the change, `rows` all of them before. */
function statusEvent(
  deps: JobDeps,
  user: UserRow,
  rows: OnboardingRow[],
  changed: OnboardingRow,
  previousStatus: OnboardingStatus,
  { at, linkBase }: { at: Date; linkBase: string },
): Promise<Statement[]> {
  return userEvent(deps, {
    event: 'user.onboardingStatusChanged',
    user,
    onboardings: withOnboarding(rows, changed),
    at,
    linkBase,
    details: { country: changed.country, previousStatus },
  });
}
