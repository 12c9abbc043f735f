import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../src/harness/compare-documents.ts';
import { document } from '../src/harness/document.ts';
import { targetName } from '../src/harness/target.ts';

// The server's own document is emitted from the app object (@hono/zod-openapi), which only exists in this
// process on the node target: a base URL or the Worker serves the bundled document at /openapi.json,
// which would compare the source with itself.
describe.runIf(targetName() === 'node')('the emitted document', () => {
  it('has the paths, methods, parameters, statuses and (normalized) schemas of the bundled source', async () => {
    const { createNodeRuntime } = await import('@cambio/server/node');
    const dataDir = mkdtempSync(join(tmpdir(), 'cambio-document-'));
    try {
      const { app, store } = await createNodeRuntime({ dataDir, env: {} });
      const emitted = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'x', version: '1.0.0' } });
      store.close();
      const differences = compareDocuments(document, emitted as unknown as Record<string, unknown>);
      expect(differences, `the emitted document differs from the source:\n${differences.join('\n')}`).toEqual(
        [],
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
