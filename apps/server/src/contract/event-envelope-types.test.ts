import { expectTypeOf, it } from 'vitest';
import type { Store } from '../deps.ts';
import { eventStatements } from '../domain/events.ts';
import type { Order } from '../domain/orders/order-view.ts';
import type { JsonText } from '../http/json-text.ts';

// Type-level: `npm run typecheck` checks these lines (and the @ts-expect-error ones must stay errors). The
// calls are never run: they only need to compile, or not.
const at = new Date(0);
const who = { brokerId: 'brk_1', userId: 'usr_1', at };
const orderText = '{}' as JsonText<Order>;

function allowed(store: Store) {
  eventStatements(store, { ...who, event: 'order.created', dataJson: orderText });
  eventStatements(store, {
    ...who,
    event: 'order.statusChanged',
    details: { previousStatus: 'awaitingPayment' },
    dataJson: orderText,
  });
}

function refused(store: Store) {
  // @ts-expect-error order.statusChanged carries previousStatus (the document's OrderStatusChangedEvent)
  eventStatements(store, { ...who, event: 'order.statusChanged', dataJson: orderText });
  eventStatements(store, {
    ...who,
    event: 'order.statusChanged',
    // @ts-expect-error previousStatus is one of the document's order statuses
    details: { previousStatus: 'shipped' },
    dataJson: orderText,
  });
  eventStatements(store, {
    ...who,
    event: 'order.created',
    // @ts-expect-error order.created has no envelope field besides data
    details: { previousStatus: 'created' },
    dataJson: orderText,
  });
  // @ts-expect-error an event's data text is the view of its resource, not any text
  eventStatements(store, { ...who, event: 'order.created', dataJson: '{}' });
}

it("an event's envelope fields and data are the document's for its name", () => {
  expectTypeOf(allowed).toBeFunction();
  expectTypeOf(refused).toBeFunction();
});
