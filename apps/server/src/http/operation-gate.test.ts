import { routes } from '@cambio/contract/routes';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { operation } from '../routes/define.ts';
import type { AppEnv, Caller } from './context.ts';
import { handleError } from './error-handler.ts';
import { validationHook } from './validation-hook.ts';

const logger = pino({ level: 'silent' });
const writer: Caller = { keyId: 'k', brokerId: 'b', userId: 'u', role: 'createAndModify', approved: true };

/** An app answering what the operation was given: with the gate, or with zod-openapi's own validators. */
function appFor(
  id: 'listOrders' | 'getOrder' | 'cancelOrder' | 'createOrder' | 'completeSandboxVerification',
  gated: boolean,
  caller = writer,
) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(handleError(logger));
  app.use('*', (c, next) => {
    c.set('caller', caller);
    return next();
  });
  const echo = (c: Context<AppEnv>) => {
    const request = c.req as unknown as { valid(target: string): unknown };
    return c.json(
      {
        query: request.valid('query') ?? null,
        param: request.valid('param') ?? null,
        header: request.valid('header') ?? null,
        json: request.valid('json') ?? null,
      },
      200,
    );
  };
  if (gated) operation(id, echo as never).register(app);
  else app.openapi(routes[id] as never, echo as never);
  return app;
}

async function answer(app: OpenAPIHono<AppEnv>, method: string, path: string, init: RequestInit = {}) {
  const response = await app.request(path, { method, ...init });
  return { status: response.status, body: await response.json() };
}

describe('operationGate', () => {
  it('validates queries as zod-openapi does: values, repeats, coercion, defaults, encodings, unknown names', async () => {
    const queries = [
      '',
      '?limit=5&page=2',
      '?limit=0',
      '?limit=abc',
      '?limit=5&limit=6',
      '?status=complete',
      '?status=complete&status=created',
      '?status=nope',
      '?userId=',
      '?userId=u%20s+r',
      '?clientReferenceId=a%26b',
      '?unknown=1&limit=3',
      '?limit',
      '?&&limit=2&',
    ];
    const [gated, plain] = [appFor('listOrders', true), appFor('listOrders', false)];
    for (const query of queries) {
      const [got, expected] = [
        await answer(gated, 'GET', `/api/orders${query}`),
        await answer(plain, 'GET', `/api/orders${query}`),
      ];
      expect(got, query).toEqual(expected);
    }
    expect((await answer(gated, 'GET', '/api/orders?limit=5&page=2')).body.query).toEqual({
      limit: 5,
      page: 2,
    });
    expect((await answer(gated, 'GET', '/api/orders?limit=0')).status).toBe(400);
  });

  it('validates path parameters as zod-openapi does', async () => {
    const [gated, plain] = [appFor('getOrder', true), appFor('getOrder', false)];
    for (const id of ['ord_1', 'x'.repeat(64), 'x'.repeat(65), 'a%20b', '%E2%82%AC']) {
      const [got, expected] = [
        await answer(gated, 'GET', `/api/orders/${id}`),
        await answer(plain, 'GET', `/api/orders/${id}`),
      ];
      expect(got, id).toEqual(expected);
    }
    expect((await answer(gated, 'GET', '/api/orders/a%20b')).body.param).toEqual({ id: 'a b' });
    expect((await answer(gated, 'GET', `/api/orders/${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('validates declared headers as zod-openapi does, by their names in any case', async () => {
    const [gated, plain] = [appFor('createOrder', true), appFor('createOrder', false)];
    const body = JSON.stringify({ quoteId: 'quo_1' });
    const given: Array<Record<string, string>> = [
      {},
      { 'Idempotency-Key': 'k1' },
      { 'idempotency-key': 'k2' },
      { 'Idempotency-Key': '' },
    ];
    for (const headers of [...given, { 'Idempotency-Key': 'k'.repeat(256) }, { 'X-Other': 'x' }]) {
      const init = { body, headers: { 'content-type': 'application/json', ...headers } };
      const [got, expected] = [
        await answer(gated, 'POST', '/api/orders', init),
        await answer(plain, 'POST', '/api/orders', init),
      ];
      expect(got, JSON.stringify(headers)).toEqual(expected);
    }
    const init = { body, headers: { 'content-type': 'application/json', 'idempotency-key': 'k2' } };
    expect((await answer(gated, 'POST', '/api/orders', init)).body.header).toEqual({
      'Idempotency-Key': 'k2',
    });
  });

  it('validates JSON bodies as zod-openapi does: media types, missing and malformed bodies, schema failures', async () => {
    const valid = JSON.stringify({ quoteId: 'quo_1', notes: 'n' });
    const sent: Array<[string | undefined, string | undefined]> = [
      ['application/json', valid],
      ['application/json; charset=utf-8', valid],
      ['APPLICATION/JSON', valid],
      ['application/vnd.api+json', valid],
      ['application/json;charset', valid],
      ['text/plain', valid],
      ['application/x-www-form-urlencoded', 'quoteId=quo_1'],
      [undefined, valid],
      [undefined, undefined],
      ['application/json', undefined],
      ['application/json', '{"quoteId": '],
      ['application/json', '[]'],
      ['application/json', 'null'],
      ['application/json', '{"quoteId": 1}'],
      ['application/json', '{"quoteId": "quo_1", "surprise": true}'],
    ];
    const bodies = {
      createOrder: '/api/orders',
      completeSandboxVerification: '/api/sandbox/users/usr_1/verification',
    };
    for (const [id, path] of Object.entries(bodies) as Array<[keyof typeof bodies, string]>) {
      const [gated, plain] = [appFor(id, true), appFor(id, false)];
      for (const [contentType, body] of sent) {
        const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
        const init = { ...(body === undefined ? {} : { body }), headers };
        const [got, expected] = [
          await answer(gated, 'POST', path, init),
          await answer(plain, 'POST', path, init),
        ];
        if (expected.status === 415) {
          // The same refusal; the gate's message also says what to send instead.
          expect(got, `${id} ${contentType} ${body}`).toEqual({
            status: 415,
            body: {
              errors: [
                {
                  code: 12,
                  field: 'header.Content-Type',
                  message: 'Unsupported media type: send the body as application/json (Content-Type header)',
                },
              ],
            },
          });
          expect(expected.body.errors).toEqual([{ code: 12, message: 'Unsupported media type' }]);
        } else {
          expect(got, `${id} ${contentType} ${body}`).toEqual(expected);
        }
      }
    }
    const given = { body: valid, headers: { 'content-type': 'application/json' } };
    expect((await answer(appFor('createOrder', true), 'POST', '/api/orders', given)).body.json).toEqual({
      quoteId: 'quo_1',
      notes: 'n',
    });
    const none = await answer(
      appFor('completeSandboxVerification', true),
      'POST',
      bodies.completeSandboxVerification,
    );
    expect(none).toMatchObject({ status: 200, body: { json: {} } });
    const plainText = { body: valid, headers: { 'content-type': 'text/plain' } };
    expect((await answer(appFor('createOrder', true), 'POST', '/api/orders', plainText)).status).toBe(415);
  });

  it('refuses a key without the role or the approval (403, code 19) before it validates anything', async () => {
    const invalidId = 'x'.repeat(65);
    const reader = appFor('cancelOrder', true, { ...writer, role: 'read' });
    const unapproved = appFor('cancelOrder', true, { ...writer, approved: false });
    for (const app of [reader, unapproved]) {
      const { status, body } = await answer(app, 'POST', `/api/orders/${invalidId}/cancel`);
      expect(status).toBe(403);
      expect(body.errors[0].code).toBe(19);
    }
    expect(
      (await answer(appFor('cancelOrder', true), 'POST', `/api/orders/${invalidId}/cancel`)).status,
    ).toBe(400);
  });
});
