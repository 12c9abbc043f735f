import { sql } from 'drizzle-orm';
import { BoundWrite, type PreparedWrite, perStore } from '../db/prepared.ts';
import { events } from '../db/schema.ts';
import type { Statement, Store } from '../db/store.ts';
import { newId } from './crypto.ts';

export type EventType = 'orders' | 'bank-accounts' | 'users';

// Every change commits its events, often several (an order's steps): one insert of n rows, prepared once per
// store and row count. `data` is JSON text, written as it is (an order's creation passes the text it has).
const batchSize = 8;
const insertEvents = perStore((db) => {
  const built = new Map<number, PreparedWrite>();
  return (rows: number) => {
    let prepared = built.get(rows);
    if (prepared === undefined) {
      const row = (i: number) => ({
        id: sql.placeholder(`id${i}`),
        brokerId: sql.placeholder(`brokerId${i}`),
        userId: sql.placeholder(`userId${i}`),
        type: sql.placeholder(`type${i}`),
        event: sql.placeholder(`event${i}`),
        data: sql`${sql.placeholder(`data${i}`)}`,
        createdAt: sql.placeholder(`createdAt${i}`),
      });
      prepared = db
        .insert(events)
        .values(Array.from({ length: rows }, (_, i) => row(i)))
        .prepare();
      built.set(rows, prepared);
    }
    return prepared;
  };
});

type EventInput = { brokerId: string; userId: string; type: EventType; event: string; at: Date } & (
  | { data: unknown }
  | { dataJson: string }
);

/** The inserts of domain events, to commit in the same batch as the change they report, in this order. */
export function eventStatements(store: Store, inputs: EventInput[]): Statement[] {
  const statements: Statement[] = [];
  for (let first = 0; first < inputs.length; first += batchSize) {
    const batch = inputs.slice(first, first + batchSize);
    const values: Record<string, unknown> = {};
    for (const [i, input] of batch.entries()) {
      values[`id${i}`] = newId('evt', input.at);
      values[`brokerId${i}`] = input.brokerId;
      values[`userId${i}`] = input.userId;
      values[`type${i}`] = input.type;
      values[`event${i}`] = input.event;
      values[`data${i}`] = 'dataJson' in input ? input.dataJson : JSON.stringify(input.data);
      values[`createdAt${i}`] = input.at.toISOString();
    }
    statements.push(new BoundWrite(insertEvents(store)(batch.length), values));
  }
  return statements;
}

/** The insert of one domain event, to commit in the same batch as the change it reports. */
export function eventStatement(store: Store, input: EventInput): Statement {
  const [statement] = eventStatements(store, [input]);
  if (!statement) throw new Error('one event makes one statement');
  return statement;
}
