import type { User } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { businessUser, individualUser } from '../src/harness/fixtures.ts';
import { driveTo, order, payoutAddress, quote } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// GET /api/users/{id} (extension): one user of the caller's broker, exactly as GET /api/users lists it.
const tenant = await newTenant(await resolveTarget());
const read = (id: string, key: string | undefined = tenant.readKey) =>
  tenant.call<User>({ method: 'GET', path: `/api/users/${encodeURIComponent(id)}`, key });
async function listed(id: string): Promise<User> {
  const result = await tenant.call<User[]>({ method: 'GET', path: `/api/users?authId=${id}` });
  expect(result.status).toBe(200);
  const [user] = result.body;
  if (!user) throw new Error(`GET /api/users?authId=${id} did not list the user`);
  return user;
}

const ana = await createUser(tenant, individualUser('MX'));
const acme = await createUser(tenant, businessUser('CO'));

describe('getUser', () => {
  it('answers an individual and a business user as the list shows them, with the read key', async () => {
    for (const id of [ana, acme]) {
      const result = await read(id);
      expect(result.status).toBe(200);
      expect(result.body).toEqual(await listed(id));
    }
    expect((await read(ana)).body.individualData?.firstName).toBe(individualUser('MX').firstName);
    expect((await read(acme)).body.type).toBe('business');
  });

  // Sandbox only: the order is paid and completed through the bank check and the sandbox clock.
  sandboxOnly.it(
    'shows what changed since: a started onboarding and the volume of a completed order',
    async () => {
      const link = await tenant.call<{ onboardingLink: string }>({
        method: 'GET',
        path: `/api/users/${ana}/link`,
      });
      expect(link.status).toBe(200);
      const started = await read(ana);
      expect(started.body.onboarding.MX?.status).toBe('started');
      expect(started.body.onboarding.MX?.providerVerificationSessionUrl).toBe(link.body.onboardingLink);

      // The caller user's volume, computed for one user here and for a page of users by the list.
      const priced = await quote(tenant, {
        country: 'MX',
        origin: { asset: 'USDT', network: 'tron', amount: 1500.5 },
        destination: { asset: 'USDC', network: 'polygon' },
      });
      const created = await order(tenant, priced.id, { addressId: await payoutAddress(tenant) });
      await tenant.call({
        method: 'POST',
        path: '/api/payments/crypto/check',
        body: { orderId: created.id },
      });
      await driveTo(tenant, created.id, 'complete', 30);
      const caller = await read(tenant.userId);
      expect(caller.status).toBe(200);
      expect(caller.body.accumulatedVolumeInUSD.MX.buy).toBe(1500.5);
      expect(caller.body).toEqual(await listed(tenant.userId));
    },
  );

  it('answers 404 code 1 for an unknown id and for another broker’s user, alike', async () => {
    const other = await newTenant(tenant.target);
    const theirs = await createUser(other);
    expect((await other.call({ method: 'GET', path: `/api/users/${theirs}` })).status).toBe(200);
    for (const id of ['usr_01JD3Z00000000000000000000', theirs, other.userId]) {
      const result = await read(id);
      expectError(result, 'userNotFound');
      expect(JSON.stringify(result.body)).not.toContain(id);
    }
  });

  it('answers 401 code 19 without a key or with an unknown one', async () => {
    const unknownKey = 'sk_sandbox_unknown';
    expectError(
      await tenant.call({ method: 'GET', path: `/api/users/${ana}`, key: undefined }),
      'notAuthorized',
    );
    expectError(await read(ana, unknownKey), 'notAuthorized');
  });
});
