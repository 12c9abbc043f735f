import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Order exports (POST /api/orders/export): the request's filters as given, and the progress of the job
 * (`export.send`) that builds the CSV and mails it.
 */
export const orderExports = sqliteTable('order_exports', {
  id: text('id').primaryKey(),
  brokerId: text('broker_id').notNull(),
  /** The caller user who asked for it. */
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  /** The request's filters (without `email`), as validated. */
  filters: text('filters', { mode: 'json' }).notNull(),
  status: text('status', { enum: ['queued', 'running', 'sent', 'failed'] }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  rowCount: integer('row_count'),
  size: integer('size'),
  fileName: text('file_name'),
  compressed: integer('compressed', { mode: 'boolean' }),
  delivery: text('delivery', { enum: ['smtp', 'sendEmail', 'outbox'] }),
  outboxMessageId: text('outbox_message_id'),
  error: text('error'),
  nextAttemptAt: text('next_attempt_at'),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
  sentAt: text('sent_at'),
});

/** The index of the outbox: one row per message kept as `<id>.eml` in the outbox blob store. */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    exportId: text('export_id').notNull(),
    from: text('from_address').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    size: integer('size').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('outbox_messages_broker_created').on(table.brokerId, table.createdAt, table.id)],
);
