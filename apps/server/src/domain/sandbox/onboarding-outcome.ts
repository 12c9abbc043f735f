import type { OnboardingStatus } from '../../db/onboardings-queries.ts';
import type { UserRow } from '../../db/users-queries.ts';
import type { Country } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import {
  completeVerification,
  type Outcome,
  onboardingLink,
  onboardingOf,
} from '../onboarding/onboarding.ts';
import { type OutcomeMachine, type OutcomeStep, reachOutcome } from './outcome-path.ts';

type Context = { user: UserRow; country: Country; linkBase: string };
type Step = OutcomeStep<OnboardingStatus> & { take(deps: JobDeps, context: Context): Promise<unknown> };

/** `none` → `started`: the verification link handed out, as GET /api/users/{id}/link does. */
const start: Step = {
  from: 'none',
  to: 'started',
  how: 'the verification link is handed out',
  take: (deps, { user, country, linkBase }) =>
    onboardingLink(deps, {
      brokerId: user.brokerId,
      userId: user.id,
      country,
      linkBase,
      at: deps.clock.now(),
    }),
};

/** One verification step with `outcome`, as the hosted page or POST /api/sandbox/users/{id}/verification. */
function verified(from: OnboardingStatus, to: OnboardingStatus, outcome: Outcome, how?: string): Step {
  return {
    from,
    to,
    how: how ?? `a verification step with outcome ${outcome}`,
    take: (deps, { user, country, linkBase }) =>
      completeVerification(deps, { user, country, outcome, at: deps.clock.now(), linkBase }),
  };
}

const decided = (from: OnboardingStatus) =>
  (['approved', 'review', 'failed'] as const).filter((to) => to !== from).map((to) => verified(from, to, to));

/** The specification's statuses without a meaning it gives (spec 3.4 lists them, shows no transition). */
const specificationOnly = Object.fromEntries(
  [
    'individualPassed',
    'individualReview',
    'individualFailed',
    'bridgeToSAndKYCCompleted',
    'bridgeKYCCompleted',
    'bridgeKYCApproved',
    'bridgeToSCompleted',
  ].map((status) => [status, 'the specification names it without saying what it means']),
);

const startsAt = { none: 'an onboarding starts there, in each country of the user' };

/** POST /api/sandbox/users/{id}/outcome for an individual user: started, then the outcome. */
export const individualOnboardingOutcomes: OutcomeMachine<OnboardingStatus, Step> = {
  resource: "individual user's onboarding",
  statuses: ['none', 'started', 'review'],
  steps: [start, ...decided('started'), ...decided('review')],
  notProduced: {
    ...specificationOnly,
    legalRepresentativeApproved: 'only a business user has a legal representative to check',
    legalRepresentativeFailed: 'only a business user has a legal representative to check',
  },
  startsAt,
};

/** The same for a business user: the legal representative's check comes before the company's. */
export const businessOnboardingOutcomes: OutcomeMachine<OnboardingStatus, Step> = {
  resource: "business user's onboarding",
  statuses: ['none', 'started', 'legalRepresentativeApproved', 'review'],
  steps: [
    start,
    verified('started', 'legalRepresentativeApproved', 'approved', 'the legal representative passes'),
    verified('started', 'legalRepresentativeFailed', 'failed', 'the legal representative fails'),
    verified('started', 'review', 'review'),
    ...decided('legalRepresentativeApproved'),
    ...decided('review'),
  ],
  notProduced: specificationOnly,
  startsAt,
};

/**
 * Drives the onboarding of `user` in `country` (default: the first it started) to `outcome`, one commit and
 * one `user.onboardingStatusChanged` per step, through the link and the verification step (409 code 51).
 */
export async function reachOnboardingOutcome(
  deps: JobDeps,
  user: UserRow,
  request: Schemas['SandboxOnboardingOutcomeRequest'],
  linkBase: string,
): Promise<void> {
  const { country, outcome, ...rest } = request;
  noFieldsLeft(rest);
  const machine = user.type === 'business' ? businessOnboardingOutcomes : individualOnboardingOutcomes;
  const read = async () => {
    const { row } = await onboardingOf(deps, user.id, { value: country, field: 'body.country' });
    return { status: row.status, resource: { user, country: row.country as Country, linkBase } };
  };
  await reachOutcome(machine, outcome, read, (step, context) => step.take(deps, context));
}
