import { routes } from '@cambio/contract/routes';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { operation } from '../routes/define.ts';
import type { AppEnv, Caller } from './context.ts';
import { handleError } from './error-handler.ts';
import { validationHook } from './validation-hook.ts';

const logger = { error: () => undefined };
const writer: Caller = { keyId: 'k', brokerId: 'b', userId: 'u', role: 'createAndModify', approved: true };

/** An app answering what the operation was given: with the gate, or with zod-openapi's own validators. */
function appFor(
  id: 'listOrders' | 'getOrder' | 'cancelOrder' | 'createOrder',
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
