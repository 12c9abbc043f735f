import { describe, expect, it } from 'vitest';
import { call } from '../src/harness/api.ts';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { dereference, operationEntries } from '../src/harness/document.ts';
import { exampleRequest } from '../src/harness/example-request.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';
import { wrongQueryValuesFor } from '../src/harness/wrong-values.ts';

// Whatever a client sends, the answer is a documented 4xx error body, never a 500 (the harness fails any
// 5xx but 501 on every request of the suite): query values, routes, methods, path ids. Bodies: see
// invalid-bodies.test.ts.
const target = await resolveTarget();
const tenant = await newTenant(target);

const queryCases = operationEntries.flatMap((entry) =>
  ((entry.operation.parameters ?? []) as unknown[])
    .map((raw) => dereference(raw, '').value)
    .filter((parameter) => parameter.in === 'query')
    .flatMap((parameter) =>
      wrongQueryValuesFor(parameter.schema).map(
        ({ label, value }) => [entry.id, String(parameter.name), label, value] as const,
      ),
    ),
);

describe('a wrong value in each query parameter of every operation', () => {
  it.each(queryCases)('%s: query.%s %s answers 400 code 9 naming it', async (id, name, _label, value) => {
    const request = exampleRequest(id);
    const url = new URL(request.path, 'http://path.only');
    url.searchParams.set(name, value);
    expectInvalid(await tenant.call({ ...request, path: `${url.pathname}${url.search}` }), `query.${name}`);
  });
});

type BodyCase = [method: string, path: string, body: Record<string, unknown>, field: string];
// A production server has no sandbox operation (the routes test below: they are unknown routes there).
const sandboxBodyCases: BodyCase[] = onProduction
  ? []
  : [['POST', '/api/sandbox/keys', { userId: 'usr_x', role: 'owner' }, 'body.role']];

describe('unknown enum values and wrong types in bodies', () => {
  it.each<BodyCase>([
    ['POST', '/api/users', { userType: 'robot' }, 'body.userType'],
    ['POST', '/api/users', { country: 'mx' }, 'body.country'],
    [
      'POST',
      '/api/webhooks',
      { type: 'payments', url: 'https://h.example.com', retryOnFailure: true },
      'body.type',
    ],
    [
      'POST',
      '/api/webhooks',
      { type: 'users', url: 'https://h.example.com', retryOnFailure: 'true' },
      'body.retryOnFailure',
    ],
    [
      'POST',
      '/api/webhooks',
      { type: 'users', url: ['https://h.example.com'], retryOnFailure: true },
      'body.url',
    ],
    ...sandboxBodyCases,
    [
      'POST',
      '/api/bank/accounts',
      { userId: 'usr_x', country: 'MX', fiat: 'mxn', accountHolderName: 'A' },
      'body.fiat',
    ],
    ['POST', '/api/addresses', { userId: 'usr_x', network: 'Polygon', address: '0x0' }, 'body.network'],
    [
      'PATCH',
      '/api/users',
      { invoicing: { MX: { shouldInvoice: 'yes' } } },
      'body.invoicing.MX.shouldInvoice',
    ],
    [
      'PATCH',
      '/api/users',
      { invoicing: { MX: { fiscalRegimenCode: 612.5 } } },
      'body.invoicing.MX.fiscalRegimenCode',
    ],
  ])('%s %s %j names %s', async (method, path, body, field) => {
    const complete =
      path === '/api/users' && method === 'POST'
        ? {
            country: 'MX',
            email: 'a@example.com',
            phoneNumber: '+525512345678',
            userType: 'individual',
            firstName: 'A',
            lastName: 'B',
            address: { street1: 'a', city: 'b', state: 'c', country: 'MX', postalCode: '1' },
            ...body,
          }
        : body;
    expectInvalid(await tenant.call({ method, path, body: complete }), field);
  });

  it('accepts application/json with a charset', async () => {
    const result = await tenant.call({
      method: 'POST',
      path: '/api/webhooks',
      rawBody: JSON.stringify({
        type: 'orders',
        url: 'https://hooks.example.com/charset',
        retryOnFailure: true,
      }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(result.status).toBe(201);
  });
});

describe('routes', () => {
  it.each([
    '/api/nothing',
    '/api',
    '/api/users/usr_x/nothing',
    '/api/webhooks/whk_x/deliveries',
    '/api/orders/ord_x/cancel/now',
    // The sandbox operations do not exist on a production server.
    ...(onProduction
      ? ['/api/sandbox/brokers', '/api/sandbox/clock', '/api/sandbox/users/usr_x/verification']
      : []),
  ])('answers 404 code 13 for %s', async (path) => {
    expectError(await tenant.call({ method: 'GET', path }), 'routeNotFound');
  });

  it.each([
    ['PUT', '/api/users', ['GET', 'PATCH', 'POST']],
    ['DELETE', '/api/users', ['GET', 'PATCH', 'POST']],
    // A production server has no sandbox operation: this path is an unknown route there (above).
    ...(onProduction ? [] : [['GET', '/api/sandbox/brokers', ['POST']] as const]),
    ['POST', '/api/webhooks/whk_x', ['DELETE', 'GET', 'PATCH']],
    ['PATCH', '/api/market/prices/spot', ['GET']],
  ] as const)('answers 405 code 14 for %s %s, listing the allowed methods', async (method, path, allowed) => {
    const result = await tenant.call({ method, path });
    expectError(result, 'methodNotAllowed');
    const allow = (result.headers.get('allow') ?? '')
      .split(',')
      .map((name) => name.trim())
      .sort();
    expect(allow).toEqual([...allowed].sort());
  });

  it('answers 404 code 13 outside /api too', async () => {
    const response = await target.fetch(new Request(`${target.baseUrl}/nothing-here`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ code: 13, message: expect.any(String) }] });
  });
});

const withPathId = operationEntries.filter((entry) => entry.template.includes('{id}'));

describe('bad ids in the path', () => {
  it.each(withPathId.map((entry) => [entry.id, entry] as const))(
    '%s answers 400 code 9 naming path.id for an id over 64 characters',
    async (id) => {
      expectInvalid(await tenant.call(exampleRequest(id, 'x'.repeat(65))), 'path.id');
    },
  );

  it.each(['%00', '%20', '..', "'%20OR%201=1", '%F0%9F%92%B8', '%E2%80%AE'])(
    'an id like %s answers a 4xx',
    async (id) => {
      for (const path of [`/api/webhooks/${id}`, `/api/addresses/${id}`, `/api/users/${id}/link`]) {
        const result = await call(target, { method: 'GET', path, key: tenant.readKey });
        expect(result.status, path).toBeGreaterThanOrEqual(400);
        expect(result.status, path).toBeLessThan(500);
      }
    },
  );
});
