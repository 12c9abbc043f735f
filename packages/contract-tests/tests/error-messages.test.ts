import { describe, expect, it } from 'vitest';
import { errorsOf } from '../src/harness/api.ts';
import { expectError } from '../src/harness/assertions.ts';
import { keyPrefix, resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Error messages say what to do: the allowed values of an enumeration, the content type to send, the
// header that carries the key, and every field at fault of a body, each in an entry of its own.
const target = await resolveTarget();
const tenant = await newTenant(target);

const validUser = {
  country: 'MX',
  email: 'messages@example.com',
  phoneNumber: '+525512345678',
  userType: 'individual',
  firstName: 'Ana',
  lastName: 'García',
  address: { street1: 'Reforma 222', city: 'CDMX', state: 'CDMX', country: 'MX', postalCode: '06600' },
};

describe('an unknown enumeration value', () => {
  it('in a body: the message lists the allowed values', async () => {
    const result = await tenant.call({
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'payments', url: 'https://hooks.example.com/m', retryOnFailure: true },
    });
    expectError(result, 'invalidRequest', 'body.type');
    expect(errorsOf(result)[0]?.message).toBe(
      'Invalid request: body.type must be one of "orders", "bank-accounts", "users"',
    );
  });

  it('in a query: the message lists the allowed values', async () => {
    const result = await tenant.call({
      method: 'GET',
      path: '/api/market/prices/spot?side=hold&fiat=MXN&country=MX&crypto=USDC',
    });
    expectError(result, 'invalidRequest', 'query.side');
    expect(errorsOf(result)[0]?.message).toMatch(/query\.side must be one of "buy", "sell"$/);
  });

  it('of an asset (a fiat currency or a stablecoin): the message lists both kinds', async () => {
    // A quote's leg: every server has it (the sandbox's deposits take an asset too, a production one has none).
    const result = await tenant.call({
      method: 'POST',
      path: '/api/quotes',
      body: {
        userId: tenant.userId,
        country: 'MX',
        origin: { asset: 'BTC', amount: 1 },
        destination: { asset: 'USDC', network: 'polygon' },
      },
    });
    expectError(result, 'invalidRequest', 'body.origin.asset');
    const message = errorsOf(result)[0]?.message ?? '';
    for (const asset of ['USD', 'MXN', 'PEN', 'COP', 'USDC', 'USDCe', 'EURC', 'USDT']) {
      expect(message).toContain(`"${asset}"`);
    }
  });
});

describe('a body with several invalid fields', () => {
  it('answers one entry per field, in the order of the schema', async () => {
    const result = await tenant.call({
      method: 'POST',
      path: '/api/users',
      body: {
        ...validUser,
        country: 'XX',
        email: 'not an e-mail',
        phoneNumber: '5512',
        favouriteColour: 'x',
      },
    });
    expectError(result, 'invalidRequest', 'body.country');
    const entries = errorsOf(result);
    expect(entries.map((entry) => entry.field)).toEqual([
      'body.country',
      'body.email',
      'body.phoneNumber',
      'body.favouriteColour',
    ]);
    for (const entry of entries) {
      expect(entry.code).toBe(9);
      expect(entry.message).toContain(entry.field);
    }
    expect(entries[3]?.message).toBe('Invalid request: body.favouriteColour is not a known field');
  });

  it('of an unknown userType: one entry, naming both forms of a user (the rest is judged by the form)', async () => {
    const result = await tenant.call({
      method: 'POST',
      path: '/api/users',
      body: { ...validUser, country: 'XX', userType: 'robot' },
    });
    expect(errorsOf(result)).toEqual([
      {
        code: 9,
        field: 'body.userType',
        message: 'Invalid request: body.userType must be one of "individual", "business"',
      },
    ]);
  });

  it('a field of the other form of a user: names the userType that refuses it, not an unknown field', async () => {
    const individual = await tenant.call({
      method: 'POST',
      path: '/api/users',
      body: { ...validUser, businessName: 'Norte S.A.', favouriteColour: 'x' },
    });
    expect(errorsOf(individual)).toEqual([
      {
        code: 9,
        field: 'body.businessName',
        message: 'Invalid request: body.businessName is not allowed when userType is individual',
      },
      {
        code: 9,
        field: 'body.favouriteColour',
        message: 'Invalid request: body.favouriteColour is not a known field',
      },
    ]);
    const { firstName: _, lastName: __, ...withoutNames } = validUser;
    const business = await tenant.call({
      method: 'POST',
      path: '/api/users',
      body: { ...withoutNames, userType: 'business', businessName: 'Norte S.A.', middleName: 'Lucía' },
    });
    expect(errorsOf(business)).toEqual([
      {
        code: 9,
        field: 'body.middleName',
        message: 'Invalid request: body.middleName is not allowed when userType is business',
      },
    ]);
  });

  it('answers at most 20 entries', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`extra${i}`, i]));
    const result = await tenant.call({
      method: 'POST',
      path: '/api/users',
      body: { ...validUser, ...unknown },
    });
    expectError(result, 'invalidRequest', 'body.extra0');
    expect(errorsOf(result)).toHaveLength(20);
  });

  it('answers one entry per query parameter at fault too', async () => {
    const result = await tenant.call({ method: 'GET', path: '/api/orders?status=nope&limit=0' });
    expect(errorsOf(result).map((entry) => entry.field)).toEqual(['query.status', 'query.limit']);
  });
});

describe('a 415', () => {
  it('names the content type a JSON operation takes', async () => {
    const result = await tenant.call({
      method: 'POST',
      path: '/api/webhooks',
      rawBody: 'type=users',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(result, 'unsupportedMediaType', 'header.Content-Type');
    expect(errorsOf(result)[0]?.message).toBe(
      'Unsupported media type: send the body as application/json (Content-Type header)',
    );
  });

  it('names multipart/form-data for the document upload', async () => {
    const result = await tenant.call({
      method: 'POST',
      path: `/api/users/${tenant.userId}/documents`,
      body: { documentType: 'passport' },
    });
    expectError(result, 'unsupportedMediaType', 'header.Content-Type');
    expect(errorsOf(result)[0]?.message).toContain('multipart/form-data');
  });
});

describe('a 401', () => {
  it.each([
    ['no key', undefined],
    ['an unknown key', `${keyPrefix}${'0'.repeat(40)}`],
  ])('with %s keeps the message Not authorized and names the x-api-key header', async (_what, key) => {
    const result = await tenant.call({ method: 'GET', path: '/api/users', key });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      errors: [{ code: 19, message: 'Not authorized', field: 'header.x-api-key' }],
    });
  });
});
