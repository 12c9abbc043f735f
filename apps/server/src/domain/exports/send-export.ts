import type Decimal from 'decimal.js';
import {
  type ExportRow,
  exportOrdersPage,
  findExport,
  insertOutboxStatement,
  type OrderKey,
  updateExportStatement,
} from '../../db/exports-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import { orderUsdValue } from '../orders/order-volume.ts';
import { csvRow } from './csv-columns.ts';
import { ExportNotSendable, writeCsv } from './csv-file.ts';
import { matchesOrder, statusesOf } from './export-filters.ts';
import { addressOf, exportMessage } from './export-message.ts';
import { exportFiltersText } from './export-text.ts';

/** Orders read per query: memory holds one page of orders at a time, and each takes a few ms to write. */
const pageSize = 100;

/** The outbox message of an export: one per export, so a retry writes the same file again. */
export function outboxIdOf(exportId: string): string {
  return `eml_${exportId.slice(exportId.indexOf('_') + 1)}`;
}

/**
 * The `export.send` job: builds the export's CSV from the orders in keyset pages, mails it (the relay when
 * one is configured; a copy in the outbox when there is none, and always in sandbox mode), and records it
 * sent with its outbox index row in the job's own commit. A failed send is retried (onFailure below).
 */
export const sendExport: JobHandler = async (deps, job) => {
  const { store, clock, config } = deps;
  const row = await findExport(store, job.subjectId);
  if (!row || row.status === 'sent' || row.status === 'failed') return [];
  await store.commit([
    updateExportStatement(store, row.id, ['queued', 'running'], {
      status: 'running',
      updatedAt: clock.now().toISOString(),
    }),
  ]);
  let csv: Awaited<ReturnType<typeof writeCsv>>;
  try {
    csv = await writeCsv(csvPages(deps, row));
  } catch (error) {
    if (!(error instanceof ExportNotSendable)) throw error;
    return [
      updateExportStatement(store, row.id, ['running'], {
        status: 'failed',
        attempts: job.attempts + 1,
        error: error.message,
        nextAttemptAt: null,
        updatedAt: clock.now().toISOString(),
      }),
    ];
  }
  const fileName = `cambio-orders-${row.id}.csv${csv.compressed ? '.gz' : ''}`;
  const sentAt = clock.now();
  const plural = csv.rows === 1 ? '' : 's';
  const subject = `cambio order export ${row.id}: ${csv.rows} order${plural}`;
  const raw = exportMessage({
    exportId: row.id,
    from: config.mailFrom,
    to: row.email,
    date: sentAt,
    subject,
    text: exportFiltersText({ exportId: row.id, rows: csv.rows, fileName, csv, filters: row.filters }),
    attachment: {
      fileName,
      contentType: csv.compressed ? 'application/gzip' : 'text/csv',
      bytes: csv.bytes,
    },
  });
  const relay = deps.mailRelay;
  if (relay) await relay.send({ envelopeFrom: addressOf(config.mailFrom), to: row.email, raw });
  const kept = !relay || config.mode === 'sandbox' ? outboxIdOf(row.id) : null;
  const rawBytes = new TextEncoder().encode(raw);
  if (kept) await deps.outbox.put(`${kept}.eml`, rawBytes, 'message/rfc822');
  const at = sentAt.toISOString();
  const recorded: Statement[] = [
    updateExportStatement(store, row.id, ['running'], {
      status: 'sent',
      // The attempts it took: the failed ones (job.attempts) and this one.
      attempts: job.attempts + 1,
      rowCount: csv.rows,
      size: csv.bytes.length,
      fileName,
      compressed: csv.compressed,
      delivery: relay?.kind ?? 'outbox',
      outboxMessageId: kept,
      nextAttemptAt: null,
      sentAt: at,
      updatedAt: at,
    }),
    store.guardChanged(),
  ];
  if (kept) {
    recorded.push(
      insertOutboxStatement(store, {
        id: kept,
        brokerId: row.brokerId,
        exportId: row.id,
        from: config.mailFrom,
        to: row.email,
        subject,
        size: rawBytes.length,
        createdAt: at,
      }),
    );
  }
  return recorded;
};

// Longer than building and sending the largest export takes; a runner stopped meanwhile leaves it due again.
sendExport.claimMs = 5 * 60_000;

sendExport.onFailure = (deps, job, failure) => [
  updateExportStatement(deps.store, job.subjectId, ['queued', 'running'], {
    status: failure.retryAt ? 'queued' : 'failed',
    attempts: failure.attempts,
    error: failure.error,
    nextAttemptAt: failure.retryAt?.toISOString() ?? null,
    updatedAt: deps.clock.now().toISOString(),
  }),
];

/** The export's rows a page at a time: the columns' filters in SQL, the others on each order read. */
async function* csvPages(deps: AppDeps, row: ExportRow): AsyncIterable<string[][]> {
  const { filters } = row;
  // Another broker's orders never exist for the caller: naming that broker matches nothing.
  if (filters.brokerId !== undefined && filters.brokerId !== row.brokerId) return;
  const statuses = statusesOf(filters);
  if (statuses?.length === 0) return;
  let after: OrderKey | undefined;
  for (;;) {
    const page = await exportOrdersPage(deps.store, row.brokerId, filters, statuses, after, pageSize);
    const rows: string[][] = [];
    for (const { order } of page) {
      const sizeUsd = orderSizeUsd(deps, order);
      if (matchesOrder(order, sizeUsd, filters)) rows.push(csvRow(order, sizeUsd));
    }
    yield rows;
    after = page.at(-1)?.key;
    if (page.length < pageSize || !after) return;
    // A turn of the event loop between pages: requests wait for one page, not for the export.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The order's USD value as the 30-day volume counts it; EURC at the peg of the order's creation. */
function orderSizeUsd(deps: AppDeps, order: OrderRecord): Decimal | null {
  try {
    return orderUsdValue(order, () => deps.prices.quote('USD', 'EURC', new Date(order.createdAt)).pegUsd);
  } catch {
    return null;
  }
}
