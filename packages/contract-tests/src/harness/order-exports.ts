import { gunzipSync } from 'node:zlib';
import type { components } from '@cambio/client';
import { type Options, parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { ExportFilters } from './export-rows.ts';
import { onProduction } from './target.ts';
import type { Tenant } from './tenant.ts';

type Schemas = components['schemas'];
type Csv = { header: string[]; rows: Record<string, string>[]; message: Schemas['OutboxMessage'] };

/** A test file's order exports: queued by its tenant (or another), waited for, and their CSV read back. */
export function exportCalls(tenant: Tenant) {
  // A broker's own jobs run on its own clock: the tenant's, or the one named.
  const runJobs = (as: Tenant = tenant) => as.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
  const exportOf = (id: string, as: Tenant = tenant) =>
    as.call<Schemas['OrderExport']>({ method: 'GET', path: `/api/orders/exports/${id}`, key: as.readKey });

  async function queue(filters: ExportFilters, as: Tenant = tenant): Promise<string> {
    const accepted = await as.call<Schemas['ExportAccepted']>({
      method: 'POST',
      path: '/api/orders/export',
      body: { email: 'finance@example.com', ...filters },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body.status).toBe('queued');
    expect(accepted.body.exportId).toMatch(/^exp_/);
    return accepted.body.exportId;
  }

  /**
   * Runs due jobs until the export is sent (the Worker's due-work alarm may be running it already); a production
   * server runs its jobs itself, every second.
   */
  async function sent(id: string, as: Tenant = tenant): Promise<Schemas['OrderExport']> {
    // Ten job runs, or a production server's job runner however long it takes.
    for (let round = 0; onProduction || round < 10; round++) {
      const current = (await exportOf(id, as)).body;
      if (current.status === 'sent' || current.status === 'failed') return current;
      if (onProduction) await new Promise((resolve) => setTimeout(resolve, 250));
      else await runJobs(as);
    }
    throw new Error(`export ${id} was not sent`);
  }

  /** The export's CSV as the outbox holds it, parsed by csv-parse (with `options`, as another reader would). */
  async function csvOf(id: string, as: Tenant = tenant, options: Options = {}): Promise<Csv> {
    const done = await sent(id, as);
    expect(done.status, done.error ?? '').toBe('sent');
    const message = await as.call<Schemas['OutboxMessage']>({
      method: 'GET',
      path: `/api/sandbox/outbox/${done.outboxMessageId}`,
      key: as.readKey,
    });
    expect(message.status).toBe(200);
    const [attachment] = message.body.attachments;
    if (!attachment) throw new Error('the message has no attachment');
    const bytes = Buffer.from(attachment.contentBase64, 'base64');
    const text = (attachment.fileName.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    const [header = [], ...records] = parse(text, { relax_column_count: false, ...options }) as string[][];
    const rows = records.map((record) =>
      Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])),
    );
    return { header, rows, message: message.body };
  }

  return { runJobs, exportOf, queue, sent, csvOf };
}
