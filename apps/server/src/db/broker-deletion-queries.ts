import { and, eq, inArray, or } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Statement, Store } from '../deps.ts';
import {
  apiKeys,
  bankAccounts,
  brokers,
  bulkBankPayments,
  bulkBankPayouts,
  cryptoAddresses,
  depositAddressAssignments,
  deposits,
  documents,
  events,
  idempotencyKeys,
  jobs,
  listTotals,
  onboardings,
  orderExports,
  orders,
  outboxMessages,
  quotes,
  receiverChecks,
  users,
  volumeDays,
  webhookAttempts,
  webhooks,
} from './schema.ts';

/** Where a broker's files are: its documents' blob keys and its outbox messages' ids. */
export async function brokerFiles(store: Store, brokerId: string) {
  const [documentRows, outboxRows] = await Promise.all([
    store.db
      .select({ blobKey: documents.blobKey })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.userId))
      .where(eq(users.brokerId, brokerId)),
    store.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.brokerId, brokerId)),
  ]);
  return { documents: documentRows.map((row) => row.blobKey), outbox: outboxRows.map((row) => row.id) };
}

/**
 * Every row of a sandbox broker, in an order the foreign keys allow, ending with the broker itself (to commit
 * right before `store.guardChanged()`: a broker that is not there, or not a sandbox one, deletes nothing).
 * Every table of the schema is named here; a table added later needs its line (broker-deletion.test.ts).
 */
export function sandboxBrokerDeletion(store: Store, brokerId: string): Statement[] {
  const { db } = store;
  const ofBroker = (table: { brokerId: SQLiteColumn }) => eq(table.brokerId, brokerId);
  const brokerUsers = db.select({ id: users.id }).from(users).where(eq(users.brokerId, brokerId));
  const brokerOrders = db.select({ id: orders.id }).from(orders).where(ofBroker(orders));
  const brokerWebhooks = db.select({ id: webhooks.id }).from(webhooks).where(ofBroker(webhooks));
  // A job's subject is an order, a bulk payment or an export; a delivery's target is a registration.
  const subjects = [
    brokerOrders,
    db.select({ id: bulkBankPayments.id }).from(bulkBankPayments).where(ofBroker(bulkBankPayments)),
    db.select({ id: orderExports.id }).from(orderExports).where(ofBroker(orderExports)),
  ];
  return [
    db
      .delete(jobs)
      .where(
        or(
          ...subjects.map((subject) => inArray(jobs.subjectId, subject)),
          and(eq(jobs.kind, 'webhook.deliver'), inArray(jobs.targetId, brokerWebhooks)),
        ),
      ),
    db.delete(depositAddressAssignments).where(inArray(depositAddressAssignments.orderId, brokerOrders)),
    db.delete(webhookAttempts).where(ofBroker(webhookAttempts)),
    db.delete(listTotals).where(inArray(listTotals.ownerId, brokerWebhooks)),
    ...(
      [
        events,
        idempotencyKeys,
        outboxMessages,
        orderExports,
        deposits,
        bulkBankPayments,
        bulkBankPayouts,
        orders,
        quotes,
        bankAccounts,
        cryptoAddresses,
        webhooks,
        receiverChecks,
      ] as Array<SQLiteTable & { brokerId: SQLiteColumn }>
    ).map((table) => db.delete(table).where(ofBroker(table))),
    db.delete(volumeDays).where(inArray(volumeDays.userId, brokerUsers)),
    db.delete(documents).where(inArray(documents.userId, brokerUsers)),
    db.delete(onboardings).where(inArray(onboardings.userId, brokerUsers)),
    db.delete(apiKeys).where(ofBroker(apiKeys)),
    db.delete(users).where(ofBroker(users)),
    db.delete(listTotals).where(eq(listTotals.ownerId, brokerId)),
    db.delete(brokers).where(and(eq(brokers.id, brokerId), eq(brokers.mode, 'sandbox'))),
  ];
}
