import { z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { fileFieldsOf, multipartForm } from './multipart-form.ts';

// The form as the route's validator receives it (what Hono's form validator reads from bodyCache), from raw
// multipart bodies: RFC 7578 forms the platforms' formData() refuses, and bodies that are not multipart.
const app = new Hono<AppEnv>();
app.onError((error, c) =>
  c.json(error instanceof ApiError ? error.toBody() : { unexpected: String(error) }, 400),
);
app.post('/', multipartForm(new Set(['document'])), async (c) => {
  const form = await c.req.bodyCache.formData;
  const parts = [...(form?.entries() ?? [])].map(([name, value]) =>
    typeof value === 'string'
      ? [name, value]
      : [name, { file: value.name, type: value.type, size: value.size }],
  );
  return c.json(parts);
});

const boundary = 'b0undary';
const send = (parts: string[], contentType = `multipart/form-data; boundary=${boundary}`) =>
  app.request('/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
  });

describe('multipartForm', () => {
  it.each([
    ['quoted parameters', 'name="document"; filename="a.pdf"', 'a.pdf'],
    ['unquoted parameters (RFC 7578 tokens)', 'name=document; filename=a.pdf', 'a.pdf'],
    ['no filename', 'name="document"', ''],
  ])('reads a file part with %s', async (_kind, disposition, file) => {
    const answer = await send([
      `Content-Disposition: form-data; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`,
      'Content-Disposition: form-data; name=documentType\r\n\r\npassport',
    ]);
    expect(await answer.json()).toEqual([
      ['document', { file, type: 'application/pdf', size: 8 }],
      ['documentType', 'passport'],
    ]);
  });

  it('keeps as text a file field sent without filename or Content-Type, and any other field', async () => {
    const answer = await send([
      'Content-Disposition: form-data; name="document"\r\n\r\nnot a file',
      'Content-Disposition: form-data; name="documentType"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nother',
    ]);
    expect(await answer.json()).toEqual([
      ['document', 'not a file'],
      ['documentType', 'other'],
    ]);
  });

  it.each([
    ['no boundary', [], 'multipart/form-data', 'the Content-Type header names no boundary'],
    ['a part without a name', ['Content-Disposition: form-data\r\n\r\nx'], undefined, 'a part has no'],
    ['no part at all', ['x'], 'multipart/form-data; boundary=other', 'missing initial boundary'],
  ])('answers 400 naming body as malformed multipart for %s', async (_kind, parts, contentType, reason) => {
    const answer = await send(parts, contentType);
    const [entry] = ((await answer.json()) as { errors: Array<{ field: string; message: string }> }).errors;
    expect(entry?.field).toBe('body');
    expect(entry?.message).toMatch(/^Invalid request: body is malformed multipart\/form-data \(/);
    expect(entry?.message).toContain(reason);
  });
});

describe('fileFieldsOf', () => {
  it('names the fields of a form schema that are files', () => {
    const schema = z.object({ document: z.file(), documentType: z.string(), note: z.string().optional() });
    expect([...fileFieldsOf(schema)]).toEqual(['document']);
    expect([...fileFieldsOf(undefined)]).toEqual([]);
  });
});
