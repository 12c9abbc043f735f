import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeRuntime } from '@cambio/server/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCambioClient, documentUpload, errorCatalogue, isError } from '../src/index.ts';

// The client against the real server in process: the app's own fetch handler is injected.
let runtime: Awaited<ReturnType<typeof createNodeRuntime>>;
let writeKey: string;

beforeAll(async () => {
  runtime = await createNodeRuntime({
    dataDir: mkdtempSync(join(tmpdir(), 'cambio-client-')),
    env: { CAMBIO_LOG_LEVEL: 'silent' },
  });
  writeKey = runtime.bootstrap?.keys[1].key ?? '';
});

const clientWith = (apiKey: string) =>
  createCambioClient({
    baseUrl: 'http://cambio.test',
    apiKey,
    fetch: (request) => runtime.app.fetch(request),
  });

describe('createCambioClient', () => {
  it('sends the key and returns typed data', async () => {
    const { data, response } = await clientWith(writeKey).GET('/api/users');
    expect(response.status).toBe(200);
    expect(data?.[0]?.type).toBe('business');
  });

  it('creates a user and reads it back through a filter', async () => {
    const client = clientWith(writeKey);
    const created = await client.POST('/api/users', {
      body: {
        country: 'PE',
        email: 'lucia.quispe@example.com',
        phoneNumber: '+51987654321',
        userType: 'individual',
        firstName: 'Lucía',
        lastName: 'Quispe',
        address: {
          street1: 'Av. Larco 101',
          city: 'Lima',
          state: 'Lima',
          country: 'PE',
          postalCode: '15074',
        },
      },
    });
    expect(created.response.status).toBe(201);
    const userId = created.data?.userId ?? '';
    const listed = await client.GET('/api/users', { params: { query: { authId: userId } } });
    expect(listed.data?.map((user) => user.id)).toEqual([userId]);
    expect(listed.data?.[0]?.onboarding.PE?.status).toBe('none');
  });

  it('uploads a document as multipart/form-data, and the server checks the file', async () => {
    const client = clientWith(writeKey);
    const userId = runtime.bootstrap?.userId ?? '';
    const pdf = new Blob(['%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'], { type: 'application/pdf' });
    const uploaded = await client.POST('/api/users/{id}/documents', {
      params: { path: { id: userId } },
      body: documentUpload('passport', pdf, 'passport.pdf'),
    });
    expect(uploaded.response.status).toBe(200);
    expect(uploaded.data).toBe('OK');

    const text = new Blob(['not a document'], { type: 'application/pdf' });
    const refused = await client.POST('/api/users/{id}/documents', {
      params: { path: { id: userId } },
      body: documentUpload('passport', text, 'passport.pdf'),
    });
    expect(refused.response.status).toBe(415);
    expect(refused.error && isError(refused.error, refused.response.status, 'unsupportedMediaType')).toBe(
      true,
    );
  });

  it('surfaces documented errors with the catalogue', async () => {
    const { error, response } = await clientWith('sk_sandbox_unknown').GET('/api/users');
    expect(response.status).toBe(401);
    expect(error).toEqual({
      errors: [{ code: 19, message: errorCatalogue.notAuthorized.message, field: 'header.x-api-key' }],
    });
    expect(isError(error, response.status, 'notAuthorized')).toBe(true);
    expect(isError(error, response.status, 'forbidden')).toBe(false);
  });
});
