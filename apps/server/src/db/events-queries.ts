import { sql } from 'drizzle-orm';
import { preparedWrite } from './prepared.ts';
import { events } from './schema.ts';

// Every change commits its events: the insert is prepared once per store. `data` is JSON text, packed later
// by the hourly maintenance (events-data.ts; an order's creation passes the text it already has). One insert per event: a
// prepared multi-row insert, tried, cost more in building its named values than the statements it saved.
/** A new event; its deliveries are inserted with it (deliveries-queries.ts insertDeliveries). */
export const insertEvent = preparedWrite<{
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
