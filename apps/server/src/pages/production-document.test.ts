import { openApiDocument, operations } from '@cambio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import { productionDocument } from './production-document.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every text of the document with where it is: `paths./api/users.post.description`. */
function texts(value: Json, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((entry, i) => texts(entry, `${at}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => texts(entry, at ? `${at}.${key}` : key));
  }
  return [];
}

/** What only the sandbox has: its operations, its magic amounts and e-mails, and the markers themselves. */
const sandboxOnly = [/\/api\/sandbox/, /magic/i, /\+review/, /\+fail/, /`\.1[3-6]`/, /<!-- \/?sandbox/];

const sandboxOperations = Object.values(operations).filter((operation) => operation.sandboxOnly);
const production = productionDocument(openApiDocument) as unknown as {
  paths: Record<string, Record<string, { 'x-sandbox-only'?: boolean; tags?: string[] }>>;
  tags: Array<{ name: string }>;
  components: { schemas: Record<string, unknown> };
};

describe('the production document', () => {
  it('has no sandbox operation, and every other one', () => {
    expect(sandboxOperations.length).toBeGreaterThan(5);
    for (const operation of Object.values(operations)) {
      const found = production.paths[operation.path]?.[operation.method];
      if (operation.sandboxOnly) expect(found, operation.path).toBeUndefined();
      else expect(found, `${operation.method} ${operation.path}`).toBeDefined();
    }
    expect(Object.keys(production.paths).filter((path) => path.startsWith('/api/sandbox'))).toEqual([]);
    expect(JSON.stringify(production)).not.toContain('"x-sandbox-only":true');
  });

  it('has no Sandbox tag and none of the sandbox operations’ own schemas', () => {
    expect(production.tags.map((tag) => tag.name)).not.toContain('Sandbox');
    expect(Object.keys(production.components.schemas).filter((name) => name.startsWith('Sandbox'))).toEqual(
      [],
    );
    // What the remaining operations use stays.
    expect(Object.keys(production.components.schemas)).toEqual(
      expect.arrayContaining(['Order', 'User', 'ErrorBody']),
    );
  });

  it('says nothing of the sandbox’s operations and magic values: amounts, e-mails', () => {
    const found = texts(production as unknown as Json)
      .filter(([at]) => /(description|summary)$/.test(at))
      .filter(([, text]) => sandboxOnly.some((pattern) => pattern.test(text)));
    expect(found).toEqual([]);
  });

  it('keeps the rest of a text whose sandbox part it cut', () => {
    const check = production.paths['/api/payments/bank/check']?.post as unknown as { description: string };
    expect(check.description).toContain('Production mode: only needed');
    expect(check.description).not.toContain('Sandbox mode');
    expect(check.description).not.toMatch(/\n{3}/);
  });

  it('leaves the sandbox document as generated, sandbox parts and all', () => {
    const sandboxTexts = texts(openApiDocument as unknown as Json).map(([, text]) => text);
    expect(sandboxTexts.some((text) => text.includes('<!-- sandbox -->'))).toBe(true);
    expect(sandboxTexts.some((text) => /`\.14`/.test(text))).toBe(true);
  });

  it('refuses a marker left open', () => {
    expect(() => productionDocument({ info: { description: 'a <!-- sandbox --> b' } })).toThrow(/unbalanced/);
  });
});

describe('GET /openapi.json', () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await openTestRuntime('production-document');
  });
  afterAll(() => runtime.dispose());

  /** The app on the same database with other settings; in production without the providers' (unread here). */
  const serve = ({ CAMBIO_MODE, ...env }: Record<string, string>) => {
    const config = parseConfig({ CAMBIO_LOG_LEVEL: 'silent', ...env });
    const mode = CAMBIO_MODE === 'production' ? ({ mode: 'production', modeSet: true } as const) : {};
    return createApp({ ...runtime.deps, config: { ...config, ...mode } });
  };

  it('in production: the production document, with the public base URL as its server', async () => {
    const app = serve({ CAMBIO_MODE: 'production', CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example' });
    const served = await (await app.request('http://evil.example/openapi.json')).json();
    expect(served.paths['/api/sandbox/brokers']).toBeUndefined();
    expect(served.servers).toEqual([{ url: 'https://api.acme.example', description: 'This server' }]);
    const { servers: _, ...rest } = served;
    const { servers: __, ...expected } = production as unknown as Record<string, unknown>;
    expect(rest).toEqual(expected);
  });

  it('in sandbox: the generated document, its server the request’s origin without a public base URL', async () => {
    const served = await (await runtime.app.request('http://localhost:8787/openapi.json')).json();
    expect(served.paths['/api/sandbox/brokers']).toBeDefined();
    expect(served.servers).toEqual([{ url: 'http://localhost:8787', description: 'This server' }]);
    const withBase = serve({ CAMBIO_PUBLIC_BASE_URL: 'https://sandbox.acme.example/' });
    const based = await (await withBase.request('http://evil.example/openapi.json')).json();
    expect(based.servers).toEqual([{ url: 'https://sandbox.acme.example', description: 'This server' }]);
  });
});
