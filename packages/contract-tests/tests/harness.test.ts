import { describe, expect, it } from 'vitest';
import { coverageReport, formatCoverage } from '../src/harness/coverage-report.ts';
import { findOperation, operationById } from '../src/harness/document.ts';
import { normalizeSchema } from '../src/harness/normalize-schema.ts';
import { responseProblems, unroutedProblems } from '../src/harness/validate-response.ts';

// The checks every other test relies on, checked themselves: a validator that accepts anything would let
// every contract test pass.
/** The headers every answer of an operation carries: its request id and the rate limit's fields. */
const everyAnswer = {
  'x-request-id': 'req_1',
  ratelimit: '"key";r=5;t=30',
  'ratelimit-policy': '"key";q=6;w=60',
};
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json', ...everyAnswer, ...headers }),
  text: JSON.stringify(body),
});
const withoutRequestId = (seen: ReturnType<typeof json>) => {
  const headers = new Headers(seen.headers);
  headers.delete('x-request-id');
  return { ...seen, headers };
};
const withoutHeader = (seen: ReturnType<typeof json>, name: string) => {
  const headers = new Headers(seen.headers);
  headers.delete(name);
  return { ...seen, headers };
};
const webhook = {
  id: 'whk_1',
  userId: 'usr_1',
  type: 'orders',
  url: 'https://hooks.example.com/x',
  retryOnFailure: true,
  createdAt: '2026-11-21T15:04:05.123Z',
  disabledAt: null,
  disabledReason: null,
  previousSecretExpiresAt: null,
  faults: null,
};

describe('findOperation', () => {
  it('finds operations by method and concrete path, literal segments first', () => {
    const found = (method: string, path: string) => {
      const match = findOperation(method, path);
      return match.kind === 'operation' ? match.entry.id : match.kind;
    };
    expect(found('GET', '/api/webhooks/whk_1')).toBe('getWebhook');
    expect(found('POST', '/api/orders/export')).toBe('exportOrders');
    expect(found('GET', '/api/orders/export')).toBe('getOrder');
    expect(found('PUT', '/api/users')).toBe('methodNotAllowed');
    expect(found('GET', '/api/nothing')).toBe('notFound');
  });
});

describe('responseProblems', () => {
  const getWebhook = operationById('getWebhook');
  const listWebhooks = operationById('listWebhooks');
  const deleteWebhook = operationById('deleteWebhook');

  it('accepts a response the document describes', () => {
    expect(responseProblems(getWebhook, json(200, webhook))).toEqual([]);
    expect(responseProblems(listWebhooks, json(200, [webhook], { 'x-total-count': '1' }))).toEqual([]);
    const deleted = { status: 204, headers: new Headers(everyAnswer), text: '' };
    expect(responseProblems(deleteWebhook, deleted)).toEqual([]);
    expect(
      responseProblems(
        getWebhook,
        json(404, { errors: [{ code: 7, message: 'Webhook registration not found' }] }),
      ),
    ).toEqual([]);
  });

  it.each([
    ['an undocumented status', getWebhook, json(201, webhook)],
    ['a missing required field', getWebhook, json(200, { ...webhook, url: undefined })],
    ['a value of the wrong format', getWebhook, json(200, { ...webhook, url: 'not a uri' })],
    ['an unknown enum value', getWebhook, json(200, { ...webhook, type: 'payments' })],
    [
      'another content type',
      getWebhook,
      { ...json(200, webhook), headers: new Headers({ 'content-type': 'text/plain' }) },
    ],
    ['a body that is not JSON', getWebhook, { ...json(200, webhook), text: '{' }],
    ['a list without X-Total-Count', listWebhooks, json(200, [webhook])],
    ['X-Total-Count that is not an integer', listWebhooks, json(200, [], { 'x-total-count': 'many' })],
    [
      'a 204 with a body',
      deleteWebhook,
      { status: 204, headers: new Headers({ 'x-request-id': 'req_1' }), text: 'gone' },
    ],
    ['a 204 without X-Request-Id', deleteWebhook, { status: 204, headers: new Headers(), text: '' }],
    ['a 200 without X-Request-Id', getWebhook, withoutRequestId(json(200, webhook))],
    ['a 200 without the RateLimit field', getWebhook, withoutHeader(json(200, webhook), 'ratelimit')],
    [
      'a 404 without RateLimit-Policy',
      getWebhook,
      withoutHeader(
        json(404, { errors: [{ code: 7, message: 'Webhook registration not found' }] }),
        'ratelimit-policy',
      ),
    ],
    [
      'an error without X-Request-Id',
      getWebhook,
      withoutRequestId(json(404, { errors: [{ code: 7, message: 'Webhook registration not found' }] })),
    ],
    ['an X-Request-Id of other characters', getWebhook, json(200, webhook, { 'x-request-id': 'a b' })],
    ['an error body without errors', getWebhook, json(404, { message: 'nope' })],
    ['an error code of another status', getWebhook, json(404, { errors: [{ code: 9, message: 'x' }] })],
    ['an unknown error code', getWebhook, json(404, { errors: [{ code: 99, message: 'x' }] })],
    ['a 501 of another code than 10', getWebhook, json(501, { errors: [{ code: 15, message: 'x' }] })],
    ['a 501 without an error body', getWebhook, json(501, { message: 'later' })],
    [
      'a 502, which the document does not list',
      getWebhook,
      json(502, { errors: [{ code: 10, message: 'x' }] }),
    ],
  ] as const)('refuses %s', (_name, entry, seen) => {
    expect(responseProblems(entry, seen)).not.toEqual([]);
  });

  it('accepts the 501 code 10 of an operation without a handler, which the document need not list', () => {
    const seen = json(501, { errors: [{ code: 10, message: 'Not available yet' }] });
    expect(responseProblems(getWebhook, seen)).toEqual([]);
  });
});

describe('coverageReport', () => {
  const report = (
    exercises: { operationId: 'getWebhook' | 'listWebhooks'; status: number; violated?: boolean }[],
  ) => coverageReport([{ file: 'x.test.ts', exercises }]);

  it('counts an operation the server answered 501 as pending: it needs no 2xx', () => {
    const { rows, failures } = report([{ operationId: 'getWebhook', status: 501 }]);
    expect(rows.find((row) => row.operationId === 'getWebhook')?.pending).toBe(true);
    expect(failures.filter((failure) => failure.startsWith('getWebhook'))).toEqual([]);
  });

  it('asks an operation never answered 501 for a 2xx', () => {
    const { failures } = report([{ operationId: 'listWebhooks', status: 400 }]);
    expect(failures).toContain('listWebhooks: implemented but no 2xx exercised');
  });

  it('marks the statuses of which an answer broke the document in the row of its operation', () => {
    const printed = formatCoverage(
      report([
        { operationId: 'getWebhook', status: 200, violated: true },
        { operationId: 'getWebhook', status: 404 },
        { operationId: 'listWebhooks', status: 200 },
      ]),
    ).split('\n');
    expect(printed.find((line) => line.startsWith('getWebhook '))).toMatch(/ 200 404 +FAILED 200 /);
    expect(printed.find((line) => line.startsWith('listWebhooks '))).toMatch(/ 200 +- /);
  });
});

describe('unroutedProblems', () => {
  it('wants the documented error body with code 13 or 14', () => {
    expect(unroutedProblems(404, json(404, { errors: [{ code: 13, message: 'Route not found' }] }))).toEqual(
      [],
    );
    expect(
      unroutedProblems(405, json(405, { errors: [{ code: 14, message: 'Method not allowed' }] })),
    ).toEqual([]);
    expect(
      unroutedProblems(404, json(404, { errors: [{ code: 1, message: 'User not found' }] })),
    ).not.toEqual([]);
    expect(unroutedProblems(404, json(200, []))).not.toEqual([]);
    expect(
      unroutedProblems(405, json(404, { errors: [{ code: 13, message: 'Route not found' }] })),
    ).not.toEqual([]);
  });

  it('wants an X-Request-Id on them too', () => {
    const routeNotFound = json(404, { errors: [{ code: 13, message: 'Route not found' }] });
    expect(unroutedProblems(404, withoutRequestId(routeNotFound))).not.toEqual([]);
  });
});

describe('normalizeSchema', () => {
  const resolve = () => ({ type: 'string', enum: ['a', 'b'], description: 'ref' });
  const closed = (required: string[], names: string[]) => ({
    type: 'object',
    additionalProperties: false,
    required,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  });
  const byReference = closed(['reference'], ['reference', 'amount']);
  const byAddress = closed(['depositAddress'], ['depositAddress', 'amount']);
  it.each([
    [
      'nullable written as oneOf or as a type list',
      { oneOf: [{ $ref: '#/x' }, { type: 'null' }], description: 'x' },
      { type: ['string', 'null'], enum: ['a', 'b', null] },
    ],
    [
      'a union of literals and an enum',
      {
        anyOf: [
          { type: 'number', enum: [1] },
          { type: 'number', enum: [2] },
        ],
      },
      { type: 'integer', enum: [1, 2] },
    ],
    [
      'open additionalProperties',
      { type: 'object', additionalProperties: {} },
      { type: 'object', additionalProperties: true },
    ],
    ['an empty allOf member', { allOf: [{}, { type: 'string' }] }, { type: 'string' }],
    ['a const and an enum of its value', { const: 'a' }, { enum: ['a'] }],
    [
      'a union of unions and one of their members',
      { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'boolean' }] },
      { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    ],
    [
      'a oneOf of disjoint forms and an anyOf of them',
      { oneOf: [byReference, byAddress] },
      { anyOf: [byReference, byAddress] },
    ],
  ])('treats %s alike', (_name, a, b) => {
    expect(normalizeSchema(a, resolve)).toEqual(normalizeSchema(b, resolve));
  });

  it('keeps a oneOf whose members a value can fit both of', () => {
    const open = { type: 'object', required: ['amount'] };
    expect(normalizeSchema({ oneOf: [byReference, open] }, resolve)).not.toEqual(
      normalizeSchema({ anyOf: [byReference, open] }, resolve),
    );
  });

  it('keeps constraints that differ', () => {
    expect(normalizeSchema({ type: 'string', maxLength: 3 }, resolve)).not.toEqual(
      normalizeSchema({ type: 'string' }, resolve),
    );
    expect(normalizeSchema({ type: 'object', additionalProperties: false }, resolve)).not.toEqual(
      normalizeSchema({ type: 'object' }, resolve),
    );
  });
});
