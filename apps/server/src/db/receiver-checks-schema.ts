import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './timestamp.ts';

/**
 * Sandbox receiver checks (POST /api/sandbox/webhooks/{id}/receiver-checks): the report as answered, read
 * back by id within the broker. Not tied to the registration: a report outlives it, until its broker goes.
 */
export const receiverChecks = sqliteTable('receiver_checks', {
  id: text('id').primaryKey(),
  brokerId: text('broker_id').notNull(),
  webhookId: text('webhook_id').notNull(),
  checkedAt: timestamp('checked_at').notNull(),
  /** The report (schema ReceiverCheck) as JSON. */
  report: text('report', { mode: 'json' }).notNull(),
});
