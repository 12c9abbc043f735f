import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Caller } from '../http/context.ts';
import { handleError } from '../http/error-handler.ts';
import { validationHook } from '../http/validation-hook.ts';
import { operation } from './define.ts';

const writer: Caller = {
  keyId: 'k',
  brokerId: 'b',
  userId: 'u',
  role: 'createAndModify',
  approved: true,
  clockOffsetMs: 0,
};
type Id =
  | 'listOrders'
  | 'getOrder'
  | 'cancelOrder'
  | 'createOrder'
  | 'completeSandboxVerification'
  | 'addAdditionalInformation'
  | 'uploadDocument';

/** An app of one operation, as define.ts registers it, answering what zod-openapi validated. */
function appFor(id: Id, caller = writer) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(handleError(pino({ level: 'silent' })));
  app.use('*', (c, next) => {
    c.set('caller', caller);
    return next();
  });
  const echo = (c: Context<AppEnv>) => {
    const request = c.req as unknown as { valid(target: string): unknown };
    const valid = Object.fromEntries(
      ['query', 'param', 'header', 'json'].map((t) => [t, request.valid(t) ?? null]),
    );
    return c.json(valid, 200);
  };
  operation(id, echo as never).register(app);
  return app;
}

async function answer(id: Id, method: string, path: string, init: RequestInit = {}, caller = writer) {
  const response = await appFor(id, caller).request(path, { method, ...init });
  return { status: response.status, body: await response.json() };
}

const json = (body: string, contentType = 'application/json') => ({
  body,
  headers: { 'content-type': contentType },
});
const namedJson = {
  code: 12,
  field: 'header.Content-Type',
  message: 'Unsupported media type: send the body as application/json (Content-Type header)',
};

describe('an operation as define.ts registers it', () => {
  it('refuses a key without the role or the approval (403, code 19) before it validates anything', async () => {
    const path = `/api/orders/${'x'.repeat(65)}/cancel`;
    for (const caller of [
      { ...writer, role: 'read' as const },
      { ...writer, approved: false },
    ]) {
      expect(await answer('cancelOrder', 'POST', path, {}, caller)).toMatchObject({
        status: 403,
        body: { errors: [{ code: 19 }] },
      });
    }
    expect((await answer('cancelOrder', 'POST', path)).status).toBe(400);
  });

  it('gives the handler the query, path parameters and declared headers as the schemas make them', async () => {
    expect((await answer('listOrders', 'GET', '/api/orders?limit=5&page=2')).body.query).toEqual({
      limit: 5,
      page: 2,
    });
    // Names an object's prototype carries are unknown parameters like any other (400 naming each).
    expect((await answer('listOrders', 'GET', '/api/orders?__proto__=1&constructor=x')).body.errors).toEqual([
      {
        code: 9,
        field: 'query.__proto__',
        message: 'Invalid request: query.__proto__ is not a parameter of this operation',
      },
      {
        code: 9,
        field: 'query.constructor',
        message: 'Invalid request: query.constructor is not a parameter of this operation',
      },
    ]);
    expect((await answer('getOrder', 'GET', '/api/orders/a%20b')).body.param).toEqual({ id: 'a b' });
    const given = {
      ...json('{"quoteId":"quo_1"}'),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k2' },
    };
    expect((await answer('createOrder', 'POST', '/api/orders', given)).body.header).toEqual({
      'Idempotency-Key': 'k2',
    });
  });

  it('takes a JSON body in any JSON content type, and refuses others (415 naming application/json)', async () => {
    const valid = '{"quoteId":"quo_1"}';
    for (const type of ['application/json; charset=utf-8', 'APPLICATION/JSON', 'application/vnd.api+json']) {
      expect((await answer('createOrder', 'POST', '/api/orders', json(valid, type))).body.json).toEqual({
        quoteId: 'quo_1',
      });
    }
    for (const init of [
      json(valid, 'text/plain'),
      json('quoteId=quo_1', 'application/x-www-form-urlencoded'),
      { body: valid },
    ]) {
      expect(await answer('createOrder', 'POST', '/api/orders', init)).toEqual({
        status: 415,
        body: { errors: [namedJson] },
      });
    }
  });

  it('refuses malformed JSON, JSON nested too deeply and unknown fields (400, code 9)', async () => {
    const refused = async (body: string) =>
      (await answer('createOrder', 'POST', '/api/orders', json(body))).body.errors;
    expect(await refused('{"quoteId": ')).toEqual([
      { code: 9, field: 'body', message: 'Invalid request: body is not valid JSON' },
    ]);
    expect(await refused(`{"quoteId":${'['.repeat(33)}${']'.repeat(33)}}`)).toEqual([
      {
        code: 9,
        field: 'body',
        message: 'Invalid request: body nests objects and arrays deeper than 32 levels',
      },
    ]);
    expect(await refused('{"quoteId":"quo_1","surprise":true}')).toEqual([
      { code: 9, field: 'body.surprise', message: 'Invalid request: body.surprise is not a known field' },
    ]);
  });

  it('gives an optional JSON body not sent as {}', async () => {
    const none = await answer('completeSandboxVerification', 'POST', '/api/sandbox/users/usr_1/verification');
    expect(none).toMatchObject({ status: 200, body: { json: {} } });
  });

  it('answers 400 naming the body to a request without the JSON body the document requires', async () => {
    expect(
      await answer('addAdditionalInformation', 'POST', '/api/users/usr_1/additional-information'),
    ).toEqual({
      status: 400,
      body: { errors: [{ code: 9, field: 'body', message: 'Invalid request: body is required' }] },
    });
  });

  it('takes the upload only as multipart/form-data (415 naming it otherwise, also without a Content-Type)', async () => {
    const refusal = {
      status: 415,
      body: {
        errors: [
          {
            code: 12,
            field: 'header.Content-Type',
            message: 'Unsupported media type: send the body as multipart/form-data (Content-Type header)',
          },
        ],
      },
    };
    const path = '/api/users/usr_1/documents';
    expect(
      await answer(
        'uploadDocument',
        'POST',
        path,
        json('documentType=passport', 'application/x-www-form-urlencoded'),
      ),
    ).toEqual(refusal);
    expect(await answer('uploadDocument', 'POST', path, json('{}'))).toEqual(refusal);
    expect(await answer('uploadDocument', 'POST', path)).toEqual(refusal);
  });
});
