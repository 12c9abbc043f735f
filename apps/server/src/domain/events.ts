import { sql } from 'drizzle-orm';
import { preparedWrite } from '../db/prepared.ts';
import { events } from '../db/schema.ts';
import type { Statement, Store } from '../db/store.ts';
import { newId } from './crypto.ts';

export type EventType = 'orders' | 'bank-accounts' | 'users';

// Every change commits its events: the insert is prepared once per store.
const insertEvent = preparedWrite<{
  id: string;
  brokerId: string;
  userId: string;
  type: EventType;
  event: string;
  data: unknown;
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
      data: sql.placeholder('data'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(),
);

/** The insert of a domain event, to commit in the same batch as the change it reports. */
export function eventStatement(
  store: Store,
  input: { brokerId: string; userId: string; type: EventType; event: string; data: unknown; at: Date },
): Statement {
  return insertEvent(store, {
    id: newId('evt', input.at),
    brokerId: input.brokerId,
    userId: input.userId,
    type: input.type,
    event: input.event,
    data: input.data,
    createdAt: input.at.toISOString(),
  });
}
