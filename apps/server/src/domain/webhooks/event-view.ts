import type { components } from '@cambio/contract';
import type { EventRow } from '../../db/events-queries.ts';

/**
 * The API's view of a stored event: the body its deliveries carry, parsed. Its shape is the one the event's
 * name promises because every event is written through eventStatements (domain/events.ts).
 */
export function toWebhookEvent(row: EventRow): components['schemas']['WebhookEvent'] {
  return JSON.parse(eventBody(row));
}

/** The body of an event's deliveries, and of the events API: the envelope with `data` as it was stored. */
export function eventBody(event: EventRow): string {
  const details = event.details === null ? {} : (JSON.parse(event.details) as Record<string, unknown>);
  const envelope = JSON.stringify({
    id: event.id,
    type: event.type,
    event: event.event,
    createdAt: event.createdAt,
    ...details,
  });
  return `${envelope.slice(0, -1)},"data":${event.data}}`;
}
