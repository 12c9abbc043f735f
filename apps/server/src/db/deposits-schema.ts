import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every deposit recorded, matched or not (POST /api/payments/deposits, POST /api/sandbox/deposits): the
 * reference given (or the deposit address), the amount as received, as a decimal string at the asset's scale,
 * and what it paid (an order or a bulk bank payment) when it matched. The trace goes on the orders it paid.
 */
export const deposits = sqliteTable(
  'deposits',
  {
    id: text('id').primaryKey(),
    brokerId: text('broker_id').notNull(),
    reference: text('reference').notNull(),
    amount: text('amount').notNull(),
    asset: text('asset'),
    matched: integer('matched', { mode: 'boolean' }).notNull(),
    orderId: text('order_id'),
    bulkBankPaymentId: text('bulk_bank_payment_id'),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('deposits_broker_reference').on(table.brokerId, table.reference)],
);
