import { openApiDocument } from '@cambio/contract';
import type { App } from '../http/context.ts';

/** Swagger UI's files, handed in by the runtime (read from disk on Node, bundled as text on Workers). */
export type DocsAssets = { 'swagger-ui.css': string; 'swagger-ui-bundle.js': string };

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

// A separate file rather than inline script, so a strict Content-Security-Policy can be kept.
const init = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true,
  persistAuthorization: true, tryItOutEnabled: false });`;

/** The document at /openapi.json and an API reference at /docs whose assets the server serves itself. */
export function registerDocs(app: App, assets: DocsAssets): void {
  app.get('/openapi.json', (c) => {
    const origin = new URL(c.req.url).origin;
    const servers = [{ url: origin, description: 'This server' }];
    return c.json({ ...openApiDocument, servers });
  });
  app.get('/docs', (c) => c.html(page));
  app.get('/docs/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  for (const name of Object.keys(contentTypes) as Array<keyof DocsAssets>) {
    app.get(`/docs/${name}`, (c) =>
      c.body(assets[name], 200, {
        'content-type': contentTypes[name],
        'cache-control': 'public, max-age=86400',
      }),
    );
  }
}
