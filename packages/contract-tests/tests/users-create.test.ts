import type { User } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { businessUser, individualUser, uniqueEmail } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// POST /api/users (spec 4.2): the user is created in the caller's broker with onboarding `none`.
const tenant = await newTenant(await resolveTarget());
const create = (body: unknown) =>
  tenant.call<{ userId: string }>({ method: 'POST', path: '/api/users', body });
const read = async (userId: string) => {
  const result = await tenant.call<User[]>({ method: 'GET', path: `/api/users?authId=${userId}` });
  return result.body[0];
};

describe('createUser', () => {
  it('creates an individual user with onboarding none in its country', async () => {
    const body = {
      ...individualUser('PE'),
      middleName: 'Lucía',
      secondLastName: 'Pérez',
      email: uniqueEmail().toUpperCase(),
    };
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body.userId).toMatch(/^usr_/);
    const user = await read(created.body.userId);
    expect(user).toMatchObject({
      id: created.body.userId,
      type: 'individual',
      email: body.email.toLowerCase(),
      phoneNumber: body.phoneNumber,
      brokerId: tenant.brokerId,
      individualData: {
        firstName: body.firstName,
        middleName: 'Lucía',
        lastName: body.lastName,
        secondLastName: 'Pérez',
        birthday: null,
      },
      businessData: null,
      address: { ...body.address, street2: null },
      onboarding: { PE: { status: 'none', country: 'PE', hasAcceptedTerms: false } },
    });
    expect(Object.keys(user?.onboarding ?? {})).toEqual(['PE']);
  });

  it('creates a business user; brokerId may name the caller broker', async () => {
    const body = { ...businessUser('CO'), brokerId: tenant.brokerId };
    const created = await create(body);
    expect(created.status).toBe(201);
    const user = await read(created.body.userId);
    expect(user).toMatchObject({
      type: 'business',
      businessData: { businessName: body.businessName },
      individualData: null,
    });
    expect(user?.onboarding.CO?.status).toBe('none');
  });

  it('applies the name rules of each user type, naming the field', async () => {
    const individual = individualUser();
    const business = businessUser();
    const { lastName: _, ...withoutLastName } = individual;
    const { firstName: __, ...withoutFirstName } = individual;
    const { businessName: ___, ...withoutBusinessName } = business;
    const cases: [unknown, string][] = [
      [withoutLastName, 'body.lastName'],
      [withoutFirstName, 'body.firstName'],
      [withoutBusinessName, 'body.businessName'],
      [{ ...individual, businessName: 'Not allowed S.A.' }, 'body.businessName'],
      [{ ...business, firstName: 'Ana' }, 'body.firstName'],
      [{ ...business, lastName: 'García' }, 'body.lastName'],
      [{ ...business, middleName: 'Lucía' }, 'body.middleName'],
    ];
    for (const [body, field] of cases) expectInvalid(await create(body), field);
  });

  it('refuses invalid fields, naming them', async () => {
    const valid = individualUser();
    const cases: [unknown, string][] = [
      [{ ...valid, email: 'not-an-email' }, 'body.email'],
      [{ ...valid, email: 42 }, 'body.email'],
      [{ ...valid, phoneNumber: '5512345678' }, 'body.phoneNumber'],
      [{ ...valid, country: 'BR' }, 'body.country'],
      [{ ...valid, userType: 'robot' }, 'body.userType'],
      [{ ...valid, firstName: '' }, 'body.firstName'],
      [{ ...valid, address: { ...valid.address, postalCode: undefined } }, 'body.address.postalCode'],
      [{ ...valid, address: { ...valid.address, city: 7 } }, 'body.address.city'],
      [{ ...valid, address: { ...valid.address, floor: 3 } }, 'body.address.floor'],
      [{ ...valid, favouriteColour: 'ana' }, 'body.favouriteColour'],
      [{ ...valid, brokerId: 'brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G' }, 'body.brokerId'],
    ];
    for (const [body, field] of cases) expectInvalid(await create(body), field);
  });

  it('refuses an e-mail already used in the broker, whatever its case (409 code 35)', async () => {
    const email = uniqueEmail();
    expect((await create(individualUser('MX', email))).status).toBe(201);
    expectError(await create(individualUser('MX', email.toUpperCase())), 'duplicateResource');
    expectError(await create(businessUser('PE', email)), 'duplicateResource');
  });

  it('lets another broker use the same e-mail', async () => {
    const email = uniqueEmail();
    const other = await newTenant(tenant.target);
    expect((await create(individualUser('MX', email))).status).toBe(201);
    const created = await other.call({
      method: 'POST',
      path: '/api/users',
      body: individualUser('MX', email),
    });
    expect(created.status).toBe(201);
  });
});
