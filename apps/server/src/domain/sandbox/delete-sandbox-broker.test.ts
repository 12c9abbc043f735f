import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eip55 } from '../../testing/test-addresses.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';

// The database as a whole after a sandbox broker is deleted: read table by table from the file (every table
// the migrations made, so a table added later is checked too), not through the code that deletes.
let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await openTestRuntime('broker-deletion');
});
afterAll(() => runtime.dispose());

type Json = Record<string, unknown>;

async function send(key: string, method: string, path: string, body?: Json | FormData) {
  const headers: Record<string, string> = { 'x-api-key': key };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await runtime.app.request(path, {
    method,
    headers,
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as Json;
}

/** A sandbox broker used as a test run uses it: every kind of record it can hold, jobs run. */
async function usedBroker() {
  const made = await send(runtime.writeKey, 'POST', '/api/sandbox/brokers');
  const brokerId = made.brokerId as string;
  const userId = (made.user as Json).id as string;
  const key = (made.keys as Json[]).find((issued) => issued.role === 'createAndModify')?.key as string;
  const form = new FormData();
  form.set('documentType', 'passport');
  form.set('document', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'passport.pdf');
  await send(key, 'POST', `/api/users/${userId}/documents`, form);
  const address = await send(key, 'POST', '/api/addresses', {
    userId,
    network: 'polygon',
    address: eip55[0],
  });
  await send(key, 'POST', '/api/webhooks', {
    userId,
    type: 'orders',
    url: 'https://hooks.example.com/cambio',
    retryOnFailure: false,
  });
  const quote = await send(key, 'POST', '/api/quotes', {
    userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  await send(key, 'POST', '/api/orders', {
    quoteId: quote.id,
    settlement: { payout: { addressId: address.id } },
  });
  await send(key, 'POST', '/api/orders/export', { email: 'finance@example.com' });
  await send(key, 'POST', '/api/sandbox/jobs/run');
  return { brokerId, userId, key };
}

const kept = new Set([
  'settings',
  'access_version',
  'batch_guard',
  '__drizzle_migrations',
  'sqlite_sequence',
]);

/** Every row of every table but the service-wide ones, table by table. */
function rows(): Record<string, unknown[]> {
  const sqlite = new Database(join(runtime.dataDir, 'cambio.sqlite'), { readonly: true });
  try {
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables
        .filter((table) => !kept.has(table))
        .map((table) => [table, sqlite.prepare(`select * from "${table}" order by rowid`).all()]),
    );
  } finally {
    sqlite.close();
  }
}

/** The files (not folders: a deleted user's empty folder may stay) of the data directory's blobs and outbox. */
function files(): string[] {
  return ['blobs', 'outbox'].flatMap((folder) => {
    const root = join(runtime.dataDir, folder);
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(runtime.dataDir.length + 1))
      .sort();
  });
}

describe('deleting a sandbox broker', () => {
  it('leaves the database and the files exactly as they were before the broker was made', async () => {
    await usedBroker();
    const before = { rows: rows(), files: files() };
    const doomed = await usedBroker();
    expect(files().filter((path) => path.includes(doomed.userId))).toHaveLength(1);
    expect(files().length).toBeGreaterThan(before.files.length + 1);

    await send(doomed.key, 'DELETE', `/api/sandbox/brokers/${doomed.brokerId}`);
    expect({ rows: rows(), files: files() }).toEqual(before);
  });
});
