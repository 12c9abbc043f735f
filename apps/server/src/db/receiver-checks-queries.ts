import { and, eq } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { receiverChecks } from './receiver-checks-schema.ts';

export type ReceiverCheckRow = typeof receiverChecks.$inferSelect;

export function insertReceiverCheck(store: Store, row: ReceiverCheckRow): Statement {
  return store.db.insert(receiverChecks).values(row);
}

/** A receiver check of the broker, or undefined: other brokers' checks do not exist for the caller. */
export async function findReceiverCheck(
  store: Store,
  brokerId: string,
  id: string,
): Promise<ReceiverCheckRow | undefined> {
  const rows = await store.db
    .select()
    .from(receiverChecks)
    .where(and(eq(receiverChecks.id, id), eq(receiverChecks.brokerId, brokerId)))
    .limit(1);
  return rows[0];
}
