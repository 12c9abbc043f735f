import type { components } from '@cambio/contract';
import type { EventRow } from '../../db/deliveries-queries.ts';
import { eventBody } from './send-attempt.ts';

/**
 * The API's view of a stored event: the body its deliveries carry, parsed. Its shape is the one the event's
 * name promises because every event is written through eventStatement (domain/events.ts).
 */
export function toWebhookEvent(row: EventRow): components['schemas']['WebhookEvent'] {
  return JSON.parse(eventBody(row));
}
