import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

// Amounts and prices are decimal strings at their asset's scale; JSON columns hold them as strings too.

export const quotes = sqliteTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    userId: text('user_id').notNull(),
    /** The priced quote as the API shows it, amounts as decimal strings (see domain/quotes/quote-record.ts). */
    body: text('body', { mode: 'json' }).notNull(),
    expiresAt: text('expires_at').notNull(),
    /** Set when the quote is made for an order (re-pricing); a booked quote is named by orders.booked_quote_id. */
    bookedAt: text('booked_at'),
    orderId: text('order_id'),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    index('quotes_created').on(table.createdAt),
    // A broker's purge as of its own clock (domain/maintenance/purge-broker.ts) seeks its quotes alone.
    index('quotes_broker_created').on(table.brokerId, table.createdAt),
  ],
);

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').notNull(),
    clientReferenceId: text('client_reference_id'),
    /** Reference of the order's own bank payment, matched by deposits. */
    paymentReference: text('payment_reference'),
    /** The quote this order booked; unique, so a quote books one order (re-pricing quotes name theirs in quotes). */
    bookedQuoteId: text('booked_quote_id'),
    /**
     * The order as the API shows it, amounts as decimal strings (OrderRecord, src/records.ts). Changed
     * through saveOrder only (reads remember it until then).
     */
    body: text('body', { mode: 'json' }).notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('orders_broker_created').on(table.brokerId, table.createdAt, table.id),
    // One per filter of GET /api/orders, each followed by the list's order (db/list-indexes.test.ts).
    index('orders_broker_user_created').on(table.brokerId, table.userId, table.createdAt, table.id),
    index('orders_broker_status_created').on(table.brokerId, table.status, table.createdAt, table.id),
    index('orders_broker_reference_created')
      .on(table.brokerId, table.clientReferenceId, table.createdAt, table.id)
      .where(sql`${table.clientReferenceId} is not null`),
    uniqueIndex('orders_user_reference')
      .on(table.userId, table.clientReferenceId)
      .where(sql`${table.clientReferenceId} is not null`),
    uniqueIndex('orders_payment_reference')
      .on(table.paymentReference)
      .where(sql`${table.paymentReference} is not null`),
    uniqueIndex('orders_booked_quote').on(table.bookedQuoteId).where(sql`${table.bookedQuoteId} is not null`),
  ],
);

/**
 * The one durable job table: order steps, limit checks, expiries, purges and webhook deliveries. A delivery
 * (`webhook.deliver`) is made by the trigger on `events` (migration 0009): its subject is the event and its
 * target the registration. Deliveries have their own runner (domain/webhooks/delivery-runner.ts), so each
 * kind of work has its own partial index of what is pending.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The broker whose clock the job runs on; null for the service's own jobs (purges), on the real time. */
    brokerId: text('broker_id'),
    subjectId: text('subject_id').notNull(),
    /** What the job acts on besides its subject: a delivery's registration. */
    targetId: text('target_id'),
    dueAt: text('due_at').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('jobs_due_work')
      .on(table.dueAt, table.id)
      .where(sql`${table.status} = 'pending' and ${table.kind} <> 'webhook.deliver'`),
    index('jobs_due_deliveries')
      .on(table.dueAt, table.id)
      .where(sql`${table.status} = 'pending' and ${table.kind} = 'webhook.deliver'`),
    // A sandbox broker's clock move runs that broker's pending jobs and deliveries in due order.
    index('jobs_broker_due')
      .on(table.brokerId, table.dueAt, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Service-wide settings, such as the sandbox clock's offset. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const bulkBankPayouts = sqliteTable(
  'bulk_bank_payouts',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    userId: text('user_id').notNull(),
    bankAccountId: text('bank_account_id').notNull(),
    body: text('body', { mode: 'json' }).notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('bulk_bank_payouts_broker').on(table.brokerId, table.createdAt)],
);

export const bulkBankPayments = sqliteTable(
  'bulk_bank_payments',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    userId: text('user_id').notNull(),
    reference: text('reference').notNull(),
    body: text('body', { mode: 'json' }).notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    version: integer('version').notNull().default(1),
    /** `fiat:country` while the bulk payment collects its user's orders (created without orderIds), else null. */
    collectingKey: text('collecting_key'),
  },
  (table) => [
    uniqueIndex('bulk_bank_payments_reference').on(table.reference),
    uniqueIndex('bulk_bank_payments_collecting')
      .on(table.userId, table.collectingKey)
      .where(sql`${table.collectingKey} is not null`),
  ],
);
