import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../src/harness/target.ts';

// Issue 29 (what must work 5): the API reference (Swagger UI's 1.7 MB and the document's 400 KB) goes out
// compressed when the client asks for it, with an ETag that a browser revalidates with (304, no body), on every
// runtime: in process, Node, and workerd.
const target = await resolveTarget();

const get = (path: string, headers: Record<string, string> = {}) =>
  target.fetch(new Request(`${target.baseUrl}${path}`, { headers }));

// An in-process target hands the app's Response over as it is; fetch over the network (workerd) decodes the
// Content-Encoding once, as a browser does, so a body encoded twice shows here.
const inProcess = target.name === 'node' || target.name === 'production';

/** The body's text as a browser reads it: gzip decoded once. */
async function textOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoded = inProcess && response.headers.get('content-encoding') === 'gzip';
  return (encoded ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
}

describe.each([
  ['/docs/swagger-ui-bundle.js', 'SwaggerUIBundle'],
  ['/docs/swagger-ui.css', '.swagger-ui'],
  ['/openapi.json', '"openapi":"3.1.0"'],
  ['/docs', '<title>cambio API reference</title>'],
])('%s', (path, marker) => {
  it('is gzip-compressed when Accept-Encoding asks, the same content as uncompressed', async () => {
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await textOf(plain);
    expect(text).toContain(marker);
    const compressed = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(await textOf(compressed)).toBe(text);
  });

  it('carries an ETag and Cache-Control, and answers 304 without a body to If-None-Match', async () => {
    const first = await get(path, { 'accept-encoding': 'gzip' });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+|no-cache/);
    const again = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });
});
