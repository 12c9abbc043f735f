import type { components } from '@cambio/contract';
import type { ExportRow } from '../../db/exports-queries.ts';

type OrderExport = components['schemas']['OrderExport'];

/** An export as GET /api/orders/exports/{id} answers it. */
export function exportView(row: ExportRow): OrderExport {
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    attempts: row.attempts,
    rowCount: row.rowCount,
    size: row.size,
    fileName: row.fileName,
    compressed: row.compressed,
    delivery: row.delivery,
    outboxMessageId: row.outboxMessageId,
    error: row.error,
    nextAttemptAt: row.nextAttemptAt,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}
