import type { components, User } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { businessUser, individualUser, uniqueEmail } from '../src/harness/fixtures.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

type OnboardingStatus = components['schemas']['OnboardingStatus'];

// Terms (spec 4.6), the onboarding link (4.7) and the sandbox verification walk.
const target = await resolveTarget();
const tenant = await newTenant(target);
const missingUser = 'usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST';

const link = (userId: string, query = '') =>
  tenant.call<{ onboardingLink: string }>({
    method: 'GET',
    path: `/api/users/${userId}/link${query}`,
    key: tenant.readKey,
  });
const verify = (userId: string, body?: unknown) =>
  tenant.call<User>({
    method: 'POST',
    path: `/api/sandbox/users/${userId}/verification`,
    ...(body === undefined ? {} : { body }),
  });
/** One approval step: the sandbox walk, or on a production server the operator's decision (a business's legal representative first in both). */
const approveStep = (userId: string) =>
  onProduction
    ? tenant.call<User>({
        method: 'POST',
        path: `/api/users/${userId}/verification`,
        body: { decision: 'approved' },
      })
    : verify(userId);
const statusOf = (user: User, country: 'MX' | 'PE' | 'CO' = 'MX'): OnboardingStatus | undefined =>
  user.onboarding[country]?.status;

describe('acceptTerms', () => {
  it('sets hasAcceptedTerms in every onboarding country; accepting again changes nothing', async () => {
    const userId = await createUser(tenant, individualUser('MX'));
    const first = await tenant.call<User>({ method: 'POST', path: `/api/users/${userId}/terms/accept` });
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(userId);
    expect(first.body.onboarding.MX?.hasAcceptedTerms).toBe(true);
    const again = await tenant.call<User>({ method: 'POST', path: `/api/users/${userId}/terms/accept` });
    expect(again.body.onboarding).toEqual(first.body.onboarding);
  });

  it('answers 404 code 1 for an unknown user', async () => {
    expectError(
      await tenant.call({ method: 'POST', path: `/api/users/${missingUser}/terms/accept` }),
      'userNotFound',
    );
  });
});

describe('getOnboardingLink', () => {
  it('moves none to started and returns an absolute URL of a hosted page', async () => {
    const userId = await createUser(tenant, individualUser('PE'));
    const result = await link(userId);
    expect(result.status).toBe(200);
    const url = new URL(result.body.onboardingLink);
    expect(url.protocol).toMatch(/^https?:$/);
    expect(url.pathname).toMatch(/^\/onboarding\/[A-Za-z0-9_-]{16,}$/);
    const user = (await tenant.call<User[]>({ method: 'GET', path: `/api/users?authId=${userId}` })).body[0];
    expect(user?.onboarding.PE).toMatchObject({
      status: 'started',
      providerVerificationSessionUrl: result.body.onboardingLink,
    });
    expect(user?.onboarding.PE?.verificationProviderId).toBeTruthy();
    const page = await target.fetch(new Request(new URL(url.pathname, target.baseUrl)));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // A sandbox lets the person choose the outcome; in production the operator decides and the page only tells.
    const html = await page.text();
    if (onProduction) {
      expect(html).toContain('Your verification is being reviewed');
      expect(html).not.toContain('<form');
    } else expect(html).toContain('Choose the verification outcome');
  });

  it('hands the link out again while verification is open, and 409 code 29 once it is finished', async () => {
    const userId = await createUser(tenant, businessUser('MX'));
    expect((await link(userId)).status).toBe(200);
    expect((await link(userId, '?country=MX')).status).toBe(200);
    expect(statusOf((await approveStep(userId)).body)).toBe('legalRepresentativeApproved');
    expect((await link(userId)).status).toBe(200);
    expect(statusOf((await approveStep(userId)).body)).toBe('approved');
    expectError(await link(userId), 'onboardingTransitionNotAllowed');
  });

  it('refuses a country the user is not onboarding in, and an unknown country', async () => {
    const userId = await createUser(tenant, individualUser('MX'));
    expectInvalid(await link(userId, '?country=CO'), 'query.country');
    expectInvalid(await link(userId, '?country=AR'), 'query.country');
  });

  it('answers 404 code 1 for an unknown user', async () => {
    expectError(await link(missingUser), 'userNotFound');
  });
});

// Sandbox only: the sandbox verification walk is its subject (recordVerificationDecision below is production's).
sandboxOnly.describe('completeSandboxVerification', () => {
  // [user type, e-mail magic, explicit outcomes per call, statuses after each call]
  const walks: [string, () => unknown, (string | undefined)[], (OnboardingStatus | 409)[]][] = [
    [
      'individual, approved by default',
      () => individualUser('MX'),
      [undefined, undefined],
      ['approved', 409],
    ],
    [
      'individual, +review then approved',
      () => individualUser('MX', uniqueEmail('+review')),
      [undefined, 'approved'],
      ['review', 'approved'],
    ],
    [
      'individual, +fail',
      () => individualUser('CO', uniqueEmail('+fail')),
      [undefined, undefined],
      ['failed', 409],
    ],
    [
      'business, two steps',
      () => businessUser('MX'),
      [undefined, undefined, undefined],
      ['legalRepresentativeApproved', 'approved', 409],
    ],
    [
      'business, +fail at the legal representative',
      () => businessUser('PE', uniqueEmail('+fail')),
      [undefined, undefined],
      ['legalRepresentativeFailed', 409],
    ],
    [
      'business, explicit review then approved',
      () => businessUser('MX'),
      [undefined, 'review', 'approved'],
      ['legalRepresentativeApproved', 'review', 'approved'],
    ],
    [
      'explicit outcome wins over the e-mail',
      () => individualUser('MX', uniqueEmail('+fail')),
      ['approved'],
      ['approved'],
    ],
  ];

  for (const [name, input, outcomes, expected] of walks) {
    it(`walks: ${name}`, async () => {
      const created = await tenant.call<{ userId: string }>({
        method: 'POST',
        path: '/api/users',
        body: input(),
      });
      const userId = created.body.userId;
      const country = (input() as { country: 'MX' | 'PE' | 'CO' }).country;
      for (const [step, want] of expected.entries()) {
        const outcome = outcomes[step];
        const result = await verify(userId, outcome ? { outcome } : {});
        if (want === 409) expectError(result, 'onboardingTransitionNotAllowed');
        else expect(statusOf(result.body, country), `step ${step + 1}`).toBe(want);
      }
    });
  }

  it('accepts an empty body and a country; refuses bad input, naming the field', async () => {
    const userId = await createUser(tenant, individualUser('MX'));
    expectInvalid(await verify(userId, { outcome: 'maybe' }), 'body.outcome');
    expectInvalid(await verify(userId, { country: 'AR' }), 'body.country');
    expectInvalid(await verify(userId, { note: 'x' }), 'body.note');
    expectInvalid(await verify(userId, { country: 'PE' }), 'body.country');
    const done = await verify(userId);
    expect(statusOf(done.body)).toBe('approved');
  });

  it('answers 404 code 1 for an unknown user', async () => {
    expectError(await verify(missingUser, {}), 'userNotFound');
  });
});

describe('recordVerificationDecision', () => {
  const decide = (userId: string, body: unknown, key?: string) =>
    tenant.call<User>({
      method: 'POST',
      path: `/api/users/${userId}/verification`,
      body,
      ...(key ? { key } : {}),
    });
  type Event = { event: string; data: { id: string }; country?: string; previousStatus?: string };
  const statusEvents = async (userId: string) => {
    const listed = await tenant.call<Event[]>({
      method: 'GET',
      path: '/api/events?event=user.onboardingStatusChanged&limit=100',
    });
    return listed.body.filter((event) => event.data.id === userId).reverse();
  };

  it('an individual: the decision is the status whatever the e-mail says, one event per step, then 409 code 29', async () => {
    const userId = await createUser(tenant, individualUser('MX', uniqueEmail('+fail')));
    const review = await decide(userId, { decision: 'review' });
    expect(review.status).toBe(200);
    expect(statusOf(review.body)).toBe('review');
    const approved = await decide(userId, { country: 'MX', decision: 'approved' });
    expect(statusOf(approved.body)).toBe('approved');
    expectError(await decide(userId, { decision: 'failed' }), 'onboardingTransitionNotAllowed');
    const events = await statusEvents(userId);
    expect(events.map((event) => [event.previousStatus, event.country])).toEqual([
      ['none', 'MX'],
      ['review', 'MX'],
    ]);
    expect(events.at(-1)?.data).toEqual(approved.body);
  });

  it('a business goes through its legal representative first, as in the sandbox walk', async () => {
    const userId = await createUser(tenant, businessUser('PE'));
    const first = await decide(userId, { decision: 'approved' });
    expect(statusOf(first.body, 'PE')).toBe('legalRepresentativeApproved');
    const second = await decide(userId, { country: 'PE', decision: 'approved' });
    expect(statusOf(second.body, 'PE')).toBe('approved');
    const failedUser = await createUser(tenant, businessUser('CO'));
    const failed = await decide(failedUser, { decision: 'failed' });
    expect(statusOf(failed.body, 'CO')).toBe('legalRepresentativeFailed');
  });

  it('refuses a missing or unknown decision, a country the user is not onboarding in, and unknown fields', async () => {
    const userId = await createUser(tenant, individualUser('MX'));
    expectInvalid(await decide(userId, {}), 'body.decision');
    expectInvalid(await decide(userId, { decision: 'maybe' }), 'body.decision');
    expectInvalid(await decide(userId, { decision: 'approved', country: 'PE' }), 'body.country');
    expectInvalid(await decide(userId, { decision: 'approved', note: 'x' }), 'body.note');
  });

  it('answers 404 code 1 for an unknown user', async () => {
    expectError(await decide(missingUser, { decision: 'approved' }), 'userNotFound');
  });
});
