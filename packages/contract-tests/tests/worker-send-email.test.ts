import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@cambio/client';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceAndRunJobs, awaitingFiatOrder, type Order } from '../src/harness/money.ts';
import { targetName } from '../src/harness/target.ts';
import { newTenant, type Tenant } from '../src/harness/tenant.ts';
import { type LocalWorker, startLocalWorker } from '../src/setup/local-worker.ts';
import { localWorkerTarget } from '../src/targets/worker.ts';

type OrderExport = components['schemas']['OrderExport'];

// The Worker's mail route for order exports: Cloudflare's send_email binding, bound as EXPORT_EMAIL on a
// Worker of this file's own (the run's Worker has none and writes the R2 outbox). Miniflare's local binding
// is the real one's check: it parses the message, wants a Message-ID, a From equal to the envelope's sender
// and a permitted recipient, then stores the raw message as a file under its temporary folder.
describe.runIf(targetName() === 'worker')('order exports mailed through send_email on workerd', () => {
  const allowed = 'finance@example.com';
  let worker: LocalWorker;
  let tenant: Tenant;
  let made: Order;

  beforeAll(async () => {
    worker = await startLocalWorker({
      EXPORT_EMAIL: { type: 'send_email', allowed_destination_addresses: [allowed] },
    });
    tenant = await newTenant(localWorkerTarget(worker));
    made = await awaitingFiatOrder(tenant, 700);
  });
  afterAll(() => worker?.dispose());

  const queue = async (email: string) => {
    const accepted = await tenant.call<{ exportId: string }>({
      method: 'POST',
      path: '/api/orders/export',
      body: { email, id: made.id },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    return accepted.body.exportId;
  };
  const exportOf = async (id: string) =>
    (await tenant.call<OrderExport>({ method: 'GET', path: `/api/orders/exports/${id}` })).body;

  it('hands the binding the MIME message with the CSV, and records the export sent through it', async () => {
    const id = await queue(allowed);
    let done = await exportOf(id);
    for (let round = 0; round < 10 && done.status !== 'sent' && done.status !== 'failed'; round++) {
      await tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
      done = await exportOf(id);
    }
    expect(done, done.error ?? '').toMatchObject({ status: 'sent', delivery: 'sendEmail', rowCount: 1 });

    const raw = mailedMessage(id);
    const mailed = await PostalMime.parse(raw, { attachmentEncoding: 'utf8' });
    expect(mailed.to?.map((to) => to.address)).toEqual([allowed]);
    expect(mailed.subject).toContain(id);
    expect(mailed.messageId).toBeTruthy();
    const [attachment] = mailed.attachments;
    expect(attachment?.filename).toBe(`cambio-orders-${id}.csv`);
    const [header, row] = String(attachment?.content).trim().split('\r\n');
    expect(header?.split(',')[0]).toBe('id');
    expect(row?.split(',')[0]).toBe(made.id);

    // In sandbox mode the outbox keeps a copy of what the binding was given.
    const kept = await tenant.call<components['schemas']['OutboxMessage']>({
      method: 'GET',
      path: `/api/sandbox/outbox/${done.outboxMessageId}`,
    });
    expect(kept.status).toBe(200);
    const keptId = kept.body.headers.find((header) => header.name.toLowerCase() === 'message-id');
    expect(keptId?.value).toBe(mailed.messageId);
    const keptCsv = Buffer.from(kept.body.attachments[0]?.contentBase64 ?? '', 'base64').toString('utf8');
    expect(keptCsv).toBe(attachment?.content);
  });

  it('retries a recipient the binding refuses on the sandbox clock, then ends failed with its reason', async () => {
    const id = await queue('someone-else@example.com');
    await tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
    const first = await exportOf(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first.error).toContain('not allowed');
    expect(first.nextAttemptAt).not.toBeNull();
    // Backoff of 2, 4, 8 and 16 s on the sandbox clock: five attempts in all.
    for (let attempt = 2; attempt <= 5; attempt++) await advanceAndRunJobs(tenant, 20);
    const failed = await exportOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null, sentAt: null });
    expect(failed.error).toContain('not allowed');
    expect(messagesNaming(id)).toEqual([]);
  });
});

/** The raw messages Miniflare's send_email binding stored (one file each) that name `exportId`. */
function messagesNaming(exportId: string): string[] {
  const messages: string[] = [];
  for (const dir of readdirSync(tmpdir()).filter((name) => name.startsWith('miniflare-'))) {
    const folder = join(tmpdir(), dir, 'files', 'email');
    let files: string[];
    try {
      files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(join(folder, file), 'utf8');
      if (text.includes(exportId)) messages.push(text);
    }
  }
  return messages;
}

function mailedMessage(exportId: string): string {
  const [message, ...others] = messagesNaming(exportId);
  expect(others, 'one message per export').toEqual([]);
  if (!message) throw new Error(`send_email stored no message naming ${exportId}`);
  return message;
}
