import { describe, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { jsonOperations } from '../src/harness/json-operations.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';
import { wrongValuesFor } from '../src/harness/wrong-values.ts';

// Generated from the document for every operation with a JSON body: malformed JSON, another content type,
// an oversized body, JSON nested too deeply, JSON that is not an object, an unknown field, and a wrong
// value in each field. Each answers its documented 4xx error body (and the harness fails any 5xx but 501).
const tenant = await newTenant(await resolveTarget());
const webhook = await tenant.call<{ id: string }>({
  method: 'POST',
  path: '/api/webhooks',
  body: { type: 'users', url: 'https://hooks.example.com/invalid-bodies', retryOnFailure: false },
});
const operations = jsonOperations({ UserId: tenant.userId, WebhookId: webhook.body.id });

describe.each(operations.map((operation) => [operation.id, operation] as const))(
  '%s with a bad body',
  (_id, operation) => {
    const send = (rawBody: BodyInit, contentType?: string) =>
      tenant.call({
        ...operation.request,
        body: undefined,
        rawBody,
        headers: contentType ? { 'content-type': contentType } : {},
      });

    it('answers 400 code 9 naming the body for malformed JSON', async () => {
      expectInvalid(await send('{"country": "MX",', 'application/json'), 'body');
    });

    it('answers 415 code 12 for another content type or none', async () => {
      const text = JSON.stringify(operation.request.body);
      expectError(await send(text, 'text/plain'), 'unsupportedMediaType');
      expectError(await send(text, 'application/x-www-form-urlencoded'), 'unsupportedMediaType');
      expectError(await send(new TextEncoder().encode(text)), 'unsupportedMediaType');
    });

    it('answers 413 code 11 for a body over 1 MiB', async () => {
      const huge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) });
      expectError(await send(huge, 'application/json'), 'payloadTooLarge');
    });

    it('answers 400 code 9 naming the body for JSON nested 10,000 levels deep', async () => {
      const deep = `{"nested":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
      expectInvalid(await send(deep, 'application/json'), 'body');
    });

    it('answers 400 code 9 for JSON that is not an object', async () => {
      for (const body of ['[]', '"text"', '42', 'null'])
        expectError(await send(body, 'application/json'), 'invalidRequest');
    });

    if (operation.schema.additionalProperties === false) {
      it('answers 400 code 9 naming an unknown field', async () => {
        const body = { ...(operation.request.body as object), surpriseField: true };
        expectInvalid(await tenant.call({ ...operation.request, body }), 'body.surpriseField');
      });
    }
  },
);

const bodyFieldCases = operations.flatMap(({ id, schema, request }) =>
  Object.entries((schema.properties ?? {}) as Record<string, unknown>).flatMap(([name, property]) =>
    wrongValuesFor(property).map(({ label, value }) => [id, name, label, request, value] as const),
  ),
);

describe('a wrong value in each body field of every operation', () => {
  it.each(bodyFieldCases)(
    '%s: body.%s as %s answers 400 code 9 naming it',
    async (_id, name, _label, request, value) => {
      const body = { ...(request.body as object), [name]: value };
      expectInvalid(await tenant.call({ ...request, body }), `body.${name}`);
    },
  );
});
