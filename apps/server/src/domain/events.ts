import { events } from '../db/schema.ts';
import type { Statement, Store } from '../db/store.ts';
import { newId } from './crypto.ts';

export type EventType = 'orders' | 'bank-accounts' | 'users';

/** The insert of a domain event, to commit in the same batch as the change it reports. */
export function eventStatement(
  store: Store,
  input: { brokerId: string; userId: string; type: EventType; event: string; data: unknown; at: Date },
): Statement {
  return store.db.insert(events).values({
    id: newId('evt', input.at),
    brokerId: input.brokerId,
    userId: input.userId,
    type: input.type,
    event: input.event,
    data: input.data,
    createdAt: input.at.toISOString(),
  });
}
