import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { ApiError } from '../errors.ts';
import { bodyLimits, ownBounds } from './body-limits.ts';
import type { AppEnv } from './context.ts';

const config = parseConfig({ CAMBIO_MAX_BODY_BYTES: '1000', CAMBIO_MAX_UPLOAD_BYTES: '100000' });

function app() {
  const hono = new Hono<AppEnv>();
  hono.use('/api/*', bodyLimits(config));
  hono.all('/api/*', (c) => c.text('read'));
  hono.onError((error, c) => c.text('refused', error instanceof ApiError ? (error.status as 413) : 500));
  return hono;
}

const post = (path: string, bytes: number) =>
  app().request(path, {
    method: 'POST',
    body: 'x'.repeat(bytes),
    headers: { 'content-length': String(bytes) },
  });

describe('request body bounds from the document', () => {
  it('finds the upload by its multipart body and additional information by its operation', () => {
    const bounds = ownBounds(config);
    const bound = (path: string) => bounds.find((each) => each.path.test(path));
    expect(bounds).toHaveLength(2);
    expect(bound('/api/users/usr_1/additional-information')).toMatchObject({
      method: 'POST',
      maxSize: 64 * 1024,
    });
    expect(bound('/api/users/usr_1/documents')).toMatchObject({
      method: 'POST',
      maxSize: 100_000 + 64 * 1024,
    });
    expect(bound('/api/users/usr_1/documents/x')).toBeUndefined();
  });

  it('bounds each body by its operation, 413 past it', async () => {
    expect((await post('/api/users/usr_1/documents', 150_000)).status).toBe(200);
    expect((await post('/api/users/usr_1/documents', 170_000)).status).toBe(413);
    expect((await post('/api/users/usr_1/additional-information', 60_000)).status).toBe(200);
    expect((await post('/api/users/usr_1/additional-information', 70_000)).status).toBe(413);
    expect((await post('/api/orders', 1000)).status).toBe(200);
    expect((await post('/api/orders', 1001)).status).toBe(413);
    // A path that only ends like an upload's is no upload.
    expect((await post('/api/orders/ord_1/documents', 1001)).status).toBe(413);
  });

  it('counts a body sent without a length (chunked) as it arrives', async () => {
    const streamed = (bytes: number) =>
      app().request('/api/orders', {
        method: 'POST',
        body: new Blob(['x'.repeat(bytes)]).stream(),
        duplex: 'half',
      } as RequestInit);
    expect((await streamed(1000)).status).toBe(200);
    expect((await streamed(1001)).status).toBe(413);
  });
});
