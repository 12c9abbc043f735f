import { sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { preparedWrite } from './prepared.ts';
import { events } from './schema.ts';

// Every change commits its events: the insert is prepared once per store.
const insertEventStatement = preparedWrite<{
  id: string;
  brokerId: string;
  userId: string;
  type: (typeof events.$inferInsert)['type'];
  event: string;
  data: string;
  details: string | null;
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
      details: sql`${sql.placeholder('details')}`,
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(),
);

/** A new event, its data and details stored as their JSON; its deliveries are inserted with it (deliveries-queries.ts insertDeliveries). */
export function insertEvent(
  store: Store,
  event: {
    id: string;
    brokerId: string;
    userId: string;
    type: (typeof events.$inferInsert)['type'];
    event: string;
    data: unknown;
    details: object | null;
    createdAt: string;
  },
): Statement {
  return insertEventStatement(store, {
    ...event,
    data: JSON.stringify(event.data),
    details: event.details === null ? null : JSON.stringify(event.details),
  });
}
