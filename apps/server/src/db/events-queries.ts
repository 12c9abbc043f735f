import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { eventDataText } from './events-data.ts';
import {
  type ListKey,
  type ListPage,
  newestFirstPage,
  oldestFirstAfter,
  type PageRequest,
} from './list-page.ts';
import { preparedWrite } from './prepared.ts';
import { events } from './schema.ts';

/** An event as read: `data` and `details` are the JSON text written with it, sent as they are. */
export type EventRow = Omit<typeof events.$inferSelect, 'data' | 'details' | 'resourceId'> & {
  data: string;
  details: string | null;
};
export const eventColumns = {
  id: events.id,
  brokerId: events.brokerId,
  userId: events.userId,
  type: events.type,
  event: events.event,
  // The JSON text as it was written, whatever form it is stored in: sent as it is, never parsed.
  data: sql`${sql.identifier('events')}.${sql.identifier('data')}`.mapWith(eventDataText),
  details: sql<string | null>`${sql.identifier('events')}.${sql.identifier('details')}`,
  createdAt: events.createdAt,
};

// Every change commits its events: the insert is prepared once per store.
const insertEventStatement = preparedWrite<{
  id: string;
  brokerId: string;
  userId: string;
  type: (typeof events.$inferInsert)['type'];
  event: string;
  resourceId: string;
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
      resourceId: sql.placeholder('resourceId'),
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
    /** `data.id`: the resource the event is about (the orderId and bankAccountId filters). */
    resourceId: string;
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

/** An event of the broker, or undefined: other brokers' events do not exist for the caller. */
export async function findEvent(store: Store, brokerId: string, id: string): Promise<EventRow | undefined> {
  const rows = await store.db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), eq(events.brokerId, brokerId)))
    .limit(1);
  return rows[0];
}

export type EventFilters = {
  type?: string;
  event?: string;
  userId?: string;
  orderId?: string;
  bankAccountId?: string;
  from?: string;
  to?: string;
  /** The position of the `since` event: the events after it, oldest first (the page's offset is not used). */
  since?: ListKey;
};

/** The broker's events, newest first; with `since`, the ones written after it, oldest first. */
export async function listEvents(
  store: Store,
  brokerId: string,
  filters: EventFilters,
  page: PageRequest,
): Promise<ListPage<EventRow>> {
  const conditions: SQL[] = [eq(events.brokerId, brokerId)];
  if (filters.type !== undefined) conditions.push(sql`${events.type} = ${filters.type}`);
  if (filters.event !== undefined) conditions.push(eq(events.event, filters.event));
  if (filters.userId !== undefined) conditions.push(eq(events.userId, filters.userId));
  if (filters.orderId !== undefined)
    conditions.push(eq(events.resourceId, filters.orderId), sql`${events.type} = 'orders'`);
  if (filters.bankAccountId !== undefined)
    conditions.push(eq(events.resourceId, filters.bankAccountId), sql`${events.type} = 'bank-accounts'`);
  if (filters.from !== undefined) conditions.push(sql`${events.createdAt} >= ${filters.from}`);
  if (filters.to !== undefined) conditions.push(sql`${events.createdAt} < ${filters.to}`);
  if (filters.since !== undefined) {
    return oldestFirstAfter<typeof events, EventRow>(
      store,
      events,
      and(...conditions),
      filters.since,
      page.limit,
      {
        time: events.createdAt,
        columns: eventColumns,
      },
    );
  }
  return newestFirstPage<typeof events, EventRow>(store, events, and(...conditions), page, {
    time: events.createdAt,
    columns: eventColumns,
    ...(conditions.length === 1 ? { kept: { list: 'events', ownerId: brokerId } } : {}),
  });
}
