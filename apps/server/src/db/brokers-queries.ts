import { eq, gt, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { accessVersion, brokers } from './schema.ts';

export type BrokerRow = typeof brokers.$inferSelect;

/** A new broker (tenant), to commit with its first user and keys. */
export function insertBroker(store: Store, row: typeof brokers.$inferInsert): Statement {
  return store.db.insert(brokers).values(row);
}

/** Some broker of the database with its mode (all brokers share one), or undefined while it has none. */
export async function anyBroker(store: Store): Promise<Pick<BrokerRow, 'id' | 'mode'> | undefined> {
  const [row] = await store.db.select({ id: brokers.id, mode: brokers.mode }).from(brokers).limit(1);
  return row;
}

/** Whether the broker `id` exists. */
export async function brokerExists(store: Store, id: string): Promise<boolean> {
  const found = await store.db.select({ id: brokers.id }).from(brokers).where(eq(brokers.id, id));
  return found.length > 0;
}

/** The sandbox brokers whose clock is ahead of the real time, with their offset. */
export function brokersAhead(store: Store): Promise<Array<Pick<BrokerRow, 'id' | 'clockOffsetMs'>>> {
  return store.db
    .select({ id: brokers.id, clockOffsetMs: brokers.clockOffsetMs })
    .from(brokers)
    .where(gt(brokers.clockOffsetMs, 0));
}

/**
 * A broker's clock moved forward by `milliseconds`, with the access version: callers remembered with the old
 * offset (http/remembered-callers.ts) are read again, by every process and isolate.
 */
export function moveBrokerClock(store: Store, brokerId: string, milliseconds: number): Statement[] {
  return [
    store.db
      .update(brokers)
      .set({ clockOffsetMs: sql`${brokers.clockOffsetMs} + ${milliseconds}` })
      .where(eq(brokers.id, brokerId)),
    store.db
      .update(accessVersion)
      .set({ version: sql`${accessVersion.version} + 1` })
      .where(eq(accessVersion.id, 1)),
  ];
}
