import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { events } from './schema.ts';

// The column's own text, past the schema's decoding (events-data.ts), and whether it is of the text format.
const storedData = sql<string>`${sql.identifier('events')}.${sql.identifier('data')}`;
const storedAsText = sql`typeof(${storedData}) = 'text'`;

/** Up to `limit` events of the text format with ids after `after` and below `below`, oldest first. */
export async function textEventsBetween(
  store: Store,
  after: string,
  below: string,
  limit: number,
): Promise<Array<{ id: string; text: string }>> {
  return store.db
    .select({ id: events.id, text: storedData })
    .from(events)
    .where(and(gt(events.id, after), lt(events.id, below), storedAsText))
    .orderBy(events.id)
    .limit(limit);
}

/** An event's data replaced by its packed form, if it is still the text it was read as. */
export function packedEventData(store: Store, id: string, packed: Uint8Array): Statement {
  return store.db
    .update(events)
    .set({ data: sql`${packed}` })
    .where(and(eq(events.id, id), storedAsText));
}
