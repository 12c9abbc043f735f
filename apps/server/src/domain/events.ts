import type { components } from '@cambio/contract';
import { insertDeliveries } from '../db/deliveries-queries.ts';
import { insertEvent } from '../db/events-queries.ts';
import type { AppDeps, Statement } from '../deps.ts';
import { newId } from './crypto.ts';

export type EventType = components['schemas']['WebhookType'];
/** The event names of the document; `webhook.ping` is sent by the ping operation only, never stored. */
export type EventName = components['schemas']['EventName'];
export type StoredEventName = Exclude<EventName, 'webhook.ping'>;

/** The payload schema the document gives an event name: its family (`type`) and its resource (`data`). */
type Payload<Name extends StoredEventName> = PayloadOf<components['schemas']['WebhookEvent'], Name>;
type TypeOf<Name extends StoredEventName> = Payload<Name>['type'];
type PayloadOf<Payload, Name> = Payload extends { event: infer Names }
  ? Name extends Names
    ? Payload
    : never
  : never;

/**
 * Each stored event name and its family: the one list in code, checked against the document (a name it
 * does not list, a missing one, or another family does not compile).
 */
export const eventTypes = {
  'order.created': 'orders',
  'order.statusChanged': 'orders',
  'bankAccount.created': 'bank-accounts',
  'bankAccount.deleted': 'bank-accounts',
  'user.created': 'users',
  'user.updated': 'users',
  'user.onboardingStatusChanged': 'users',
  'user.termsAccepted': 'users',
  'user.documentUploaded': 'users',
  'user.additionalInformationAdded': 'users',
} as const satisfies { [Name in StoredEventName]: TypeOf<Name> };

/**
 * The envelope's fields the document gives an event name besides id, type, event, createdAt and data
 * (`previousStatus`, `country`, `documentId`, …): required where its payload has them, refused where it has none.
 */
export type EventDetails<Name extends StoredEventName> = keyof Omit<
  Payload<Name>,
  'id' | 'type' | 'event' | 'createdAt' | 'data'
> extends never
  ? { details?: never }
  : { details: Omit<Payload<Name>, 'id' | 'type' | 'event' | 'createdAt' | 'data'> };

type EventInput<Name extends StoredEventName> = {
  brokerId: string;
  userId: string;
  event: Name;
  at: Date;
} & EventDetails<Name> & { data: Payload<Name>['data'] };

/**
 * The insert of one domain event and of its deliveries, to commit in the same batch as the change it
 * reports. `data` is the resource as its GET answers it after the change, typed as the document's payload
 * of the event name, so it comes from the resource's view function.
 */
export function eventStatements<Name extends StoredEventName>(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  input: EventInput<Name>,
): Statement[] {
  const { store, clock } = deps;
  const { details } = input as { details?: object };
  const event = {
    id: newId('evt', input.at),
    brokerId: input.brokerId,
    userId: input.userId,
    type: eventTypes[input.event],
    createdAt: input.at.toISOString(),
  };
  return [
    insertEvent(store, {
      ...event,
      event: input.event,
      // Every payload's data is a resource (an order, a bank account, a user): TS cannot index the generic.
      resourceId: (input.data as { id: string }).id,
      data: input.data,
      details: details ?? null,
    }),
    // Due at once: the real time the event happened (deliveries keep real due times, like jobs).
    insertDeliveries(store, event, clock.toWall(input.at).toISOString()),
  ];
}
