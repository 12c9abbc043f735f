import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';
import { schemaProblems } from '../src/harness/validate-response.ts';

// Issue 29: requests of each form of a `oneOf` request, as Specmatic drew them from the document (every
// optional field of the form filled), are valid per the document and answered 2xx or a business status the
// operation lists, never 400.
const tenant = await newTenant(await resolveTarget());
const bodyAt = (path: string) =>
  `/paths/${path.replaceAll('/', '~1')}/post/requestBody/content/application~1json/schema`;

async function send(path: string, body: Record<string, unknown>) {
  expect(schemaProblems(bodyAt(path), body), 'the document refuses the request').toEqual([]);
  return tenant.call<{ errors?: { code: number }[] }>({ method: 'POST', path, body });
}

const address = {
  street1: 'Av. Juárez 10',
  street2: 'Piso 3',
  city: 'CDMX',
  state: 'CDMX',
  country: 'MX',
  postalCode: '06000',
};
const user = {
  country: 'MX',
  phoneNumber: '+525512345678',
  address,
  additionalInformation: { source: 'spec' },
};

describe('POST /api/users, each form', () => {
  it('an individual with every name field: 201', async () => {
    const body = {
      ...user,
      email: uniqueEmail(),
      userType: 'individual',
      firstName: 'Ana',
      middleName: 'Lucía',
      lastName: 'García',
      secondLastName: 'Pérez',
    };
    expect((await send('/api/users', body)).status).toBe(201);
  });

  it('a business: 201', async () => {
    const body = { ...user, email: uniqueEmail(), userType: 'business', businessName: 'Norte S.A.' };
    expect((await send('/api/users', body)).status).toBe(201);
  });
});

describe('POST /api/quotes, each form', () => {
  const terms = { userId: tenant.userId, country: 'MX', type: 'market', lifetimeSeconds: 120 };

  it('the amount on origin: 201', async () => {
    const body = {
      ...terms,
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    };
    expect((await send('/api/quotes', body)).status).toBe(201);
  });

  it('the amount on destination: 201', async () => {
    const body = {
      ...terms,
      origin: { asset: 'USDC', network: 'polygon' },
      destination: { asset: 'MXN', amount: 1000 },
    };
    expect((await send('/api/quotes', body)).status).toBe(201);
  });
});

describe('POST /api/payments/deposits, each form', () => {
  it('by a reference nothing awaits: 200, recorded unmatched', async () => {
    const body = {
      reference: 'CMBNOTHING1',
      amount: 10.5,
      asset: 'MXN',
      transaction: { SPEITrackingNumber: 'T1' },
    };
    const result = await send('/api/payments/deposits', body);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });

  it('by an address with its memo: 200, recorded unmatched', async () => {
    const body = {
      depositAddress: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      depositMemo: '42',
      amount: 3,
      asset: 'USDC',
      transaction: { blockchainTxId: '0xabc' },
    };
    const result = await send('/api/payments/deposits', body);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
  });
});

describe('POST /api/payments/bank/bulk, each form', () => {
  it('collecting, with fiat, country and userId: 201', async () => {
    const result = await send('/api/payments/bank/bulk', {
      fiat: 'USD',
      country: 'MX',
      userId: tenant.userId,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
  });

  it('of named orders, one unknown: 404 code 2', async () => {
    const body = { orderIds: ['ord_unknown'], fiat: 'MXN', country: 'MX', userId: tenant.userId };
    const result = await send('/api/payments/bank/bulk', body);
    expect(result.status).toBe(404);
    expect(result.body.errors?.[0]?.code).toBe(2);
  });
});
