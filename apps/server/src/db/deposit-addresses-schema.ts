import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Production: each address of the operator's pool (CAMBIO_DEPOSIT_ADDRESSES) handed to an order, once. The key
 * makes a second hand-out of one address fail its commit, whichever process or isolate tried.
 */
export const depositAddressAssignments = sqliteTable(
  'deposit_address_assignments',
  {
    network: text('network').notNull(),
    address: text('address').notNull(),
    orderId: text('order_id').notNull(),
    assignedAt: text('assigned_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.network, table.address] })],
);
