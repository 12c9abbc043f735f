import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../src/harness/compare-documents.ts';
import { document, type JsonObject, operationEntries } from '../src/harness/document.ts';
import { onProduction, resolveTarget, targetName } from '../src/harness/target.ts';

// The server's own document is emitted from the app object (@hono/zod-openapi), which only exists in this
// process on the node target: a base URL or the Worker serves the bundled document at /openapi.json,
// which would compare the source with itself. The production target's is below.
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

// A production server emits and serves the production document: the bundled one without the operations it marks
// `x-sandbox-only`, which do not exist there (operationEntries is that list on this target).
describe.runIf(onProduction)('the production document', () => {
  const served = new Set(operationEntries.map((entry) => `${entry.method.toUpperCase()} ${entry.template}`));
  const sandboxOnly = (operation: JsonObject) => operation['x-sandbox-only'] === true;
  const operationsOf = (paths: Record<string, JsonObject>) =>
    Object.entries(paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({
          key: `${method.toUpperCase()} ${template}`,
          operation: operation as JsonObject,
        })),
    );

  it('is what /openapi.json serves: every operation but the sandbox ones, and no sandbox text', async () => {
    const target = await resolveTarget();
    const response = await target.fetch(new Request(`${target.baseUrl}/openapi.json`));
    expect(response.status).toBe(200);
    const text = await response.text();
    const production = JSON.parse(text) as { paths: Record<string, JsonObject> };
    const operations = operationsOf(production.paths);
    expect(operations.filter((entry) => sandboxOnly(entry.operation))).toEqual([]);
    expect(new Set(operations.map((entry) => entry.key))).toEqual(served);
    expect(served.size).toBeLessThan(operationsOf(document.paths as Record<string, JsonObject>).length);
    expect(text).not.toContain('/api/sandbox');
    expect(text).not.toContain('<!-- sandbox');
  });

  it('is emitted by the production app with the paths, parameters, statuses and schemas of the source', async () => {
    const { createNodeRuntime } = await import('@cambio/server/node');
    const { bankAccounts, depositAddresses } = await import('../src/targets/production-settings.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'cambio-document-'));
    try {
      const { app, store } = await createNodeRuntime({
        dataDir,
        env: {
          CAMBIO_MODE: 'production',
          CAMBIO_LOG_LEVEL: 'silent',
          CAMBIO_PUBLIC_BASE_URL: 'https://api.cambio.test',
          CAMBIO_BANK_ACCOUNTS: JSON.stringify(bankAccounts),
          CAMBIO_DEPOSIT_ADDRESSES: JSON.stringify(depositAddresses()),
          CAMBIO_PRICE_FEED_URL: 'http://127.0.0.1:9/rates',
        },
      });
      const emitted = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'x', version: '1.0.0' } });
      store.close();
      const paths = Object.fromEntries(
        Object.entries(document.paths as Record<string, JsonObject>).flatMap(([template, item]) => {
          const kept = Object.fromEntries(
            Object.entries(item).filter(([, value]) => !sandboxOnly(value as JsonObject)),
          );
          return Object.keys(kept).length > 0 ? [[template, kept]] : [];
        }),
      );
      const differences = compareDocuments(
        { ...document, paths },
        emitted as unknown as Record<string, unknown>,
      );
      expect(differences, `the emitted document differs from the source:\n${differences.join('\n')}`).toEqual(
        [],
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
