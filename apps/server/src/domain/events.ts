import { sql } from 'drizzle-orm';
import { preparedWrite } from '../db/prepared.ts';
import { events } from '../db/schema.ts';
import type { Statement, Store } from '../db/store.ts';
import { newId } from './crypto.ts';
import { isoText } from './iso-text.ts';

export type EventType = 'orders' | 'bank-accounts' | 'users';

// Every change commits its events: the insert is prepared once per store. `data` is JSON text, written as
// it is (an order's creation passes the text it already has). One insert per event: a prepared multi-row
// insert, tried, cost more in building its named values than the statements it saved.
const insertEvent = preparedWrite<{
  id: string;
  brokerId: string;
  userId: string;
  type: EventType;
  event: string;
  data: string;
  createdAt: string;
}>((db) =>
  db
    .insert(events)
    .values({
      id: sql.placeholder('id'),
      brokerId: sql.placeholder('brokerId'),
      userId: sql.placeholder('userId'),
      type: sql.placeholder('type'),
      event: sql.placeholder('event'),
      data: sql`${sql.placeholder('data')}`,
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(),
);

type EventInput = { brokerId: string; userId: string; type: EventType; event: string; at: Date } & (
  | { data: unknown }
  | { dataJson: string }
);

/** The insert of one domain event, to commit in the same batch as the change it reports. */
export function eventStatement(store: Store, input: EventInput): Statement {
  return insertEvent(store, {
    id: newId('evt', input.at),
    brokerId: input.brokerId,
    userId: input.userId,
    type: input.type,
    event: input.event,
    data: 'dataJson' in input ? input.dataJson : JSON.stringify(input.data),
    createdAt: isoText(input.at),
  });
}
