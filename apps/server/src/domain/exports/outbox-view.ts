import type { components } from '@cambio/contract';
import PostalMime from 'postal-mime';
import type { OutboxRow } from '../../db/exports-queries.ts';

type Schemas = components['schemas'];

export function outboxSummary(row: OutboxRow): Schemas['OutboxMessageSummary'] {
  return {
    id: row.id,
    exportId: row.exportId,
    from: row.from,
    to: row.to,
    subject: row.subject,
    size: row.size,
    sentAt: row.createdAt,
  };
}

/** An outbox message as a mail client reads it: parsed back from its stored `.eml` by postal-mime. */
export async function outboxMessage(row: OutboxRow, raw: Uint8Array): Promise<Schemas['OutboxMessage']> {
  const parsed = await PostalMime.parse(raw, { attachmentEncoding: 'base64' });
  return {
    ...outboxSummary(row),
    headers: parsed.headers.map((header) => ({ name: header.originalKey, value: header.value })),
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((attachment) => {
      const contentBase64 = String(attachment.content);
      return {
        fileName: attachment.filename ?? '',
        contentType: attachment.mimeType,
        size: base64Size(contentBase64),
        contentBase64,
      };
    }),
  };
}

function base64Size(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}
