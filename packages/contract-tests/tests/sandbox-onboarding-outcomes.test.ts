import type { components, User } from '@cambio/client';
import { expect, it } from 'vitest';
import { errorsOf } from '../src/harness/api.ts';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { businessUser, individualUser, uniqueEmail } from '../src/harness/fixtures.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant, type Tenant } from '../src/harness/tenant.ts';

type Event = components['schemas']['UserOnboardingStatusChangedEvent'];

// POST /api/sandbox/users/{id}/outcome: one country's onboarding driven to a status through the link and the
// verification steps, one user.onboardingStatusChanged per step; 409 code 51 with the path or the reason;
// 404 like GET user; absent from a production server.
const target = await resolveTarget();
const tenant = await newTenant(target);

const reach = (owner: Tenant, userId: string, body: Record<string, unknown>) =>
  owner.call<User>({ method: 'POST', path: `/api/sandbox/users/${userId}/outcome`, body });

async function reached(userId: string, outcome: string): Promise<User> {
  const answer = await reach(tenant, userId, { country: 'MX', outcome });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.onboarding.MX?.status).toBe(outcome);
  expect((await tenant.call<User>({ method: 'GET', path: `/api/users/${userId}` })).body).toEqual(
    answer.body,
  );
  return answer.body;
}

/** The user's onboarding steps as its events tell them, oldest first. */
async function steps(userId: string): Promise<string[]> {
  const listed = await tenant.call<Event[]>({
    method: 'GET',
    path: `/api/events?event=user.onboardingStatusChanged&userId=${userId}&limit=100`,
  });
  expect(listed.status).toBe(200);
  return listed.body
    .filter((event) => event.data.id === userId && event.country === 'MX')
    .reverse()
    .map((event) => `${event.previousStatus} → ${event.data.onboarding.MX?.status}`);
}

const conflictMessage = async (userId: string, outcome: string) => {
  const answer = await reach(tenant, userId, { outcome });
  expectError(answer, 'outcomeNotReachable');
  return errorsOf(answer)[0]?.message;
};

sandboxOnly.describe('onboarding outcomes', () => {
  it('an individual reaches approved in two steps, whatever its e-mail says; again changes nothing', async () => {
    const userId = await createUser(tenant, individualUser('MX', uniqueEmail('+fail')));
    const approved = await reached(userId, 'approved');
    expect(await steps(userId)).toEqual(['none → started', 'started → approved']);
    expect((await reach(tenant, userId, { outcome: 'approved' })).body).toEqual(approved);
    expect(await steps(userId)).toHaveLength(2);
  });

  it('a business passes its legal representative first; review, then failed', async () => {
    const approvedId = await createUser(tenant, businessUser('MX'));
    await reached(approvedId, 'approved');
    expect(await steps(approvedId)).toEqual([
      'none → started',
      'started → legalRepresentativeApproved',
      'legalRepresentativeApproved → approved',
    ]);

    const reviewedId = await createUser(tenant, businessUser('MX'));
    await reached(reviewedId, 'review');
    await reached(reviewedId, 'failed');
    expect(await steps(reviewedId)).toEqual(['none → started', 'started → review', 'review → failed']);

    const refusedId = await createUser(tenant, businessUser('MX'));
    await reached(refusedId, 'legalRepresentativeFailed');
    expect(await steps(refusedId)).toEqual(['none → started', 'started → legalRepresentativeFailed']);
  });

  it('answers 409 code 51 with the path, or why this version never produces the status', async () => {
    const userId = await createUser(tenant, individualUser('MX'));
    await reached(userId, 'approved');
    expect(await conflictMessage(userId, 'review')).toBe(
      "The outcome cannot be reached from the resource's current status: `review` is reached from `none`: " +
        'the verification link is handed out → `started`, a verification step with outcome review → ' +
        "`review`; the individual user's onboarding is `approved`",
    );
    expect(await conflictMessage(userId, 'legalRepresentativeApproved')).toContain(
      '`legalRepresentativeApproved` is not produced by this version (only a business user has a legal representative to check)',
    );
    expect(await conflictMessage(userId, 'bridgeKYCApproved')).toContain(
      '`bridgeKYCApproved` is not produced by this version (the specification names it without saying what it means)',
    );
    expect(await conflictMessage(userId, 'none')).toContain("`none` is no step's outcome");
    expect(await steps(userId)).toHaveLength(2);
  });

  it('answers 404 code 1 for an unknown user and another broker’s, 400 for a country it is not onboarding in', async () => {
    const userId = await createUser(tenant, individualUser('MX'));
    const stranger = await newTenant(target);
    expectError(await reach(stranger, userId, { outcome: 'approved' }), 'userNotFound');
    expectError(await reach(tenant, 'usr_unknown', { outcome: 'approved' }), 'userNotFound');
    expectInvalid(await reach(tenant, userId, { country: 'PE', outcome: 'approved' }), 'body.country');
    expect(await steps(userId)).toEqual([]);
  });
});

it.runIf(onProduction)('does not exist on a production server (404 code 13)', async () => {
  expectError(await reach(tenant, 'usr_unknown', { outcome: 'approved' }), 'routeNotFound');
});
