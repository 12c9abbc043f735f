import { openApiDocument } from '@cambio/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../config.ts';
import type { AppDeps, DocsAssets } from '../deps.ts';
import type { App, AppEnv } from '../http/context.ts';
import { publicBase } from '../http/public-base.ts';
import { unimplementedOperations } from '../routes/index.ts';
import { withPendingMarked } from './pending-document.ts';
import { productionDocument } from './production-document.ts';

/** Swagger UI's files, handed in by the runtime (read from disk on Node, bundled as text on Workers). */
const contentTypes = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>cambio API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>`;

// A separate file rather than inline script, so a strict Content-Security-Policy can be kept. Authorization
// is kept in localStorage only in sandbox mode: a live key must not outlive the page.
const init = (persistAuthorization: boolean) => `window.ui = SwaggerUIBundle({ url: '/openapi.json',
  dom_id: '#reference', deepLinking: true, persistAuthorization: ${persistAuthorization}, tryItOutEnabled: false });`;

/**
 * What Swagger UI needs and nothing more: its script and style sheet from this server (React sets styles
 * through the DOM, which the policy does not restrict), its `data:` SVG icons, requests to this server (the
 * document, and "Try it out" on the public base URL when one is set); no framing, no Referer. The browser
 * test opens an operation and the key dialog under it without a refusal.
 */
function docsHeaders(config: AppConfig) {
  const api = config.publicBaseUrl ? [new URL(config.publicBaseUrl).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...api],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    // The edge layer (http/edge.ts) sends it, over https only.
    strictTransportSecurity: false,
  });
}

/**
 * The document at /openapi.json (each operation without a handler marked, pending-document.ts) and an API reference at /docs whose assets the server serves itself. In
 * production the document is a filtered copy made here, once (production-document.ts): no sandbox
 * operation, no sandbox text. Its `servers` entry is the public base URL (in sandbox without one, the
 * request's origin).
 */
export function registerDocs(app: App, deps: Pick<AppDeps, 'config' | 'docsAssets' | 'compression'>): void {
  const { config, docsAssets: assets } = deps;
  const document = withPendingMarked(
    config.mode === 'production' ? productionDocument(openApiDocument) : openApiDocument,
    unimplementedOperations(),
  );
  // Compressed when asked (Accept-Encoding), and an ETag to revalidate with (304): Swagger UI is 1.7 MB and the
  // document 400 KB. The ETag is of the uncompressed answer, weak so that it names the content in either
  // encoding (and a 304 the tag its 200 had).
  const compression = deps.compression === 'runtime' ? encodedByRuntime : compress();
  for (const path of ['/openapi.json', '/docs', '/docs/*']) app.use(path, compression, etag({ weak: true }));
  app.get('/openapi.json', (c: Context<AppEnv>) => {
    const servers = [{ url: publicBase(c, config), description: 'This server' }];
    c.header('cache-control', 'no-cache');
    return c.json({ ...document, servers });
  });
  app.use('/docs', docsHeaders(config));
  app.use('/docs/*', docsHeaders(config));
  app.get('/docs', (c) => c.html(page, 200, { 'cache-control': 'no-cache' }));
  const script = init(config.mode === 'sandbox');
  app.get('/docs/init.js', (c) =>
    c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  for (const name of Object.keys(contentTypes) as Array<keyof DocsAssets>) {
    // Hashed once, not on every request as the etag middleware would.
    const tag = digestTag(assets[name]);
    app.get(`/docs/${name}`, async (c) =>
      c.body(assets[name], 200, {
        'content-type': contentTypes[name],
        'cache-control': 'public, max-age=86400',
        etag: await tag,
      }),
    );
  }
}

/**
 * On Workers: the answer marked gzip, which the runtime encodes if the client accepts it (and sends plain,
 * without the header, if not).
 */
const encodedByRuntime: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200 || c.req.method === 'HEAD' || c.res.headers.has('content-encoding')) return;
  c.header('content-encoding', 'gzip');
  c.header('vary', 'accept-encoding', { append: true });
};

/** A weak ETag of a text (see above): the first 16 bytes of its SHA-256, in hex. */
async function digestTag(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0'));
  return `W/"${hex.join('')}"`;
}
