import type { User } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { individualUser, uniqueEmail } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, keyFor, newTenant } from '../src/harness/tenant.ts';

// PATCH /api/users (spec 4.3) changes the current user: the one the key acts as.
const tenant = await newTenant(await resolveTarget());
const individualId = await createUser(tenant, individualUser('MX'));
const individualKey = await keyFor(tenant, individualId, 'createAndModify');
const patch = (body: unknown, key = tenant.writeKey) =>
  tenant.call<User>({ method: 'PATCH', path: '/api/users', body, key });

describe('updateCurrentUser', () => {
  it('changes only the fields sent, on the key’s own user, and answers the user', async () => {
    const businessName = 'Comercializadora Renovada S.A. de C.V.';
    const result = await patch({ businessData: { businessName }, address: { street2: 'Piso 12' } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: tenant.userId,
      businessData: { businessName },
      address: { street2: 'Piso 12' },
    });
    expect(result.body.address.street1).toBeTruthy();
    const listed = await tenant.call<User[]>({ method: 'GET', path: '/api/users' });
    expect(listed.body[0]?.businessData?.businessName).toBe(businessName);
  });

  it('updates personal data of an individual caller; null clears optional names', async () => {
    const set = await patch(
      { individualData: { middleName: 'Lucía', birthday: '1990-04-12T15:30:00.000Z' } },
      individualKey,
    );
    expect(set.status).toBe(200);
    expect(set.body.id).toBe(individualId);
    expect(set.body.individualData).toMatchObject({
      middleName: 'Lucía',
      birthday: '1990-04-12T00:00:00.000Z',
    });
    const cleared = await patch({ individualData: { middleName: null } }, individualKey);
    expect(cleared.body.individualData?.middleName).toBeNull();
    expect(cleared.body.individualData?.birthday).toBe('1990-04-12T00:00:00.000Z');
  });

  it('sets Mexican invoicing and per-country onboarding data; a new country starts in none', async () => {
    const legalRepresentative = { firstName: 'Mariana', email: 'mariana.lopez@example.com' };
    const result = await patch({
      invoicing: { MX: { shouldInvoice: true, fiscalRegimenCode: 612 } },
      onboarding: { MX: { legalRepresentative }, PE: {} },
    });
    expect(result.status).toBe(200);
    expect(result.body.invoicing.MX).toEqual({ shouldInvoice: true, fiscalRegimenCode: 612 });
    expect(result.body.onboarding.MX?.legalRepresentative).toEqual(legalRepresentative);
    expect(result.body.onboarding.MX?.status).toBe('approved');
    expect(result.body.onboarding.PE).toMatchObject({
      status: 'none',
      country: 'PE',
      hasAcceptedTerms: false,
    });
  });

  it('changes the e-mail, and refuses one another user of the broker has (409 code 35)', async () => {
    const email = uniqueEmail();
    const changed = await patch({ email }, individualKey);
    expect(changed.body.email).toBe(email);
    const taken = await patch({ email: email.toUpperCase() });
    expectError(taken, 'duplicateResource');
  });

  it('refuses invalid changes, naming the field', async () => {
    const cases: [unknown, string, string?][] = [
      [{ individualData: { firstName: 'Ana' } }, 'body.individualData'],
      [{ businessData: { businessName: 'X S.A.' } }, 'body.businessData', individualKey],
      [{ phoneNumber: '12345' }, 'body.phoneNumber'],
      [{ email: 'nope' }, 'body.email'],
      [{ invoicing: { MX: { fiscalRegimenCode: 5 } } }, 'body.invoicing.MX.fiscalRegimenCode'],
      [{ onboarding: { BR: {} } }, 'body.onboarding.BR'],
      [{ userType: 'individual' }, 'body.userType'],
      [
        { individualData: { birthday: '2999-01-01T00:00:00.000Z' } },
        'body.individualData.birthday',
        individualKey,
      ],
    ];
    for (const [body, field, key] of cases) expectInvalid(await patch(body, key), field);
  });

  it('refuses an empty change (at least one field)', async () => {
    expectError(await patch({}), 'invalidRequest');
    expectError(await patch({ address: {} }), 'invalidRequest');
  });
});
