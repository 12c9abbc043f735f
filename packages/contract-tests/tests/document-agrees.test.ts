import { describe, expect, it } from 'vitest';
import { type CallResult, errorsOf } from '../src/harness/api.ts';
import { expectInvalid } from '../src/harness/assertions.ts';
import { operationEntries } from '../src/harness/document.ts';
import { businessUser, individualUser } from '../src/harness/fixtures.ts';
import { parametersOf } from '../src/harness/generated-requests.ts';
import { payoutAddress, quote } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import { schemaProblems } from '../src/harness/validate-response.ts';

// The findings of issue 29, one case each: where the server refuses a request, the document refuses it too
// (ajv, with the bundled document, is the independent judge), and the field named is the same.
const tenant = await newTenant(await resolveTarget());
const bodyAt = (path: string, method = 'post') =>
  `/paths/${path.replaceAll('/', '~1')}/${method}/requestBody/content/application~1json/schema`;

/** The document and the server both refuse the body, the server naming one of `fields`. */
function refusedByBoth(pointer: string, body: unknown, result: CallResult, fields: string[]): void {
  expect(schemaProblems(pointer, body), 'the document accepts what the server refuses').not.toEqual([]);
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(fields, JSON.stringify(result.body)).toContain(errorsOf(result)[0]?.field);
}

describe('1. the cross-field rules are in the schema', () => {
  it('POST /api/users: a business user with an individual name field, refused by both naming it', async () => {
    const body = { ...businessUser(), firstName: 'Ana' };
    const result = await tenant.call({ method: 'POST', path: '/api/users', body });
    refusedByBoth(bodyAt('/api/users'), body, result, ['body.firstName']);
  });

  it('POST /api/users: an individual user without lastName, refused by both naming it', async () => {
    const { lastName: _lastName, ...body } = individualUser();
    const result = await tenant.call({ method: 'POST', path: '/api/users', body });
    refusedByBoth(bodyAt('/api/users'), body, result, ['body.lastName']);
  });

  it('POST /api/quotes: an amount on both legs, refused by both naming one', async () => {
    const body = {
      userId: tenant.userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon', amount: 50 },
    };
    const result = await tenant.call({ method: 'POST', path: '/api/quotes', body });
    refusedByBoth(bodyAt('/api/quotes'), body, result, ['body.origin.amount', 'body.destination.amount']);
  });

  it('POST /api/payments/deposits: reference and depositAddress together, refused by both naming one', async () => {
    const body = { reference: 'CMB7Q4K9X2', depositAddress: '0xabc', amount: 10, transaction: {} };
    const result = await tenant.call({ method: 'POST', path: '/api/payments/deposits', body });
    refusedByBoth(bodyAt('/api/payments/deposits'), body, result, ['body.reference', 'body.depositAddress']);
  });

  it('POST /api/payments/bank/bulk: without orderIds and without fiat, refused by both naming fiat', async () => {
    const body = { country: 'MX', userId: tenant.userId };
    const result = await tenant.call({ method: 'POST', path: '/api/payments/bank/bulk', body });
    refusedByBoth(bodyAt('/api/payments/bank/bulk'), body, result, ['body.fiat']);
  });
});

sandboxOnly.describe('3. a sandbox deposit', () => {
  it('answers a reference of 100 characters within its own document', async () => {
    const reference = 'R'.repeat(100);
    const result = await tenant.call<{ reference: string }>({
      method: 'POST',
      path: '/api/sandbox/deposits',
      body: { reference, amount: 10, asset: 'MXN' },
    });
    expect(result.status).toBe(200);
    expect(result.body.reference).toBe(reference);
  });
});

describe('4. POST /api/users/{id}/additional-information', () => {
  it('answers 400 naming the body to a request without the body the document requires', async () => {
    const userId = await createUser(tenant);
    expectInvalid(
      await tenant.call({ method: 'POST', path: `/api/users/${userId}/additional-information` }),
      'body',
    );
  });
});

describe('5. date-time fields', () => {
  it('take an RFC 3339 offset, not only Z', async () => {
    const result = await tenant.call({
      method: 'POST',
      path: '/api/orders/export',
      body: {
        email: 'exports@example.com',
        startDate: '2026-05-26T16:00:00-06:00',
        endDate: '2037-05-26T16:00:00-06:00',
      },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(202);
    const events = await tenant.call({
      method: 'GET',
      path: `/api/events?from=${encodeURIComponent('2026-05-26T16:00:00+05:30')}`,
    });
    expect(events.status, JSON.stringify(events.body)).toBe(200);
  });
});

describe('9. an Idempotency-Key in Latin-1', () => {
  it('is 400 naming the header on POST /api/users/{id}/verification, sent twice with different bodies', async () => {
    const userId = await createUser(tenant);
    for (const decision of ['review', 'approved']) {
      const result = await tenant.call({
        method: 'POST',
        path: `/api/users/${userId}/verification`,
        headers: { 'Idempotency-Key': 'clé-de-réessai' },
        body: { decision },
      });
      expectInvalid(result, 'header.Idempotency-Key');
    }
  });

  it('and every operation that takes the key lists 422, the answer to a key reused with another request', () => {
    const missing = operationEntries
      .filter((entry) => parametersOf(entry).some((parameter) => parameter.name === 'Idempotency-Key'))
      .filter((entry) => !Object.hasOwn(entry.operation.responses as object, '422'))
      .map((entry) => entry.id);
    expect(missing).toEqual([]);
  });
});

describe('what must work 4: a name, an address or a reference', () => {
  it('refuses a NUL byte, in the schema and on the server, naming the field', async () => {
    const body = { ...individualUser(), firstName: 'Ana\u0000' };
    const result = await tenant.call({ method: 'POST', path: '/api/users', body });
    refusedByBoth(bodyAt('/api/users'), body, result, ['body.firstName']);
    const street = {
      ...individualUser(),
      address: { ...individualUser().address, street1: 'Reforma\u0007 222' },
    };
    const refused = await tenant.call({ method: 'POST', path: '/api/users', body: street });
    refusedByBoth(bodyAt('/api/users'), street, refused, ['body.address.street1']);
  });

  it('refuses a control character in an order reference, naming it', async () => {
    const addressId = await payoutAddress(tenant);
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const body = {
      quoteId: priced.id,
      settlement: { payout: { addressId } },
      clientReferenceId: 'inv-\u0001-7',
    };
    const result = await tenant.call({ method: 'POST', path: '/api/orders', body });
    refusedByBoth(bodyAt('/api/orders'), body, result, ['body.clientReferenceId']);
  });
});
