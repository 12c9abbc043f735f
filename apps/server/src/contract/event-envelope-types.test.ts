import { expectTypeOf, it } from 'vitest';
import { eventStatements } from '../domain/events.ts';
import type { JobDeps } from '../domain/jobs/job-queue.ts';
import type { Order } from '../domain/orders/order-view.ts';
import type { OrderRecord } from '../records.ts';

// Type-level: `npm run typecheck` checks these lines (and the @ts-expect-error ones must stay errors). The
// calls are never run: they only need to compile, or not.
const at = new Date(0);
const who = { brokerId: 'brk_1', userId: 'usr_1', at };
const order = {} as Order;

function allowed(deps: JobDeps) {
  eventStatements(deps, { ...who, event: 'order.created', data: order });
  eventStatements(deps, {
    ...who,
    event: 'order.statusChanged',
    details: { previousStatus: 'awaitingPayment' },
    data: order,
  });
}

function refused(deps: JobDeps) {
  // @ts-expect-error order.statusChanged carries previousStatus (the document's OrderStatusChangedEvent)
  eventStatements(deps, { ...who, event: 'order.statusChanged', data: order });
  eventStatements(deps, {
    ...who,
    event: 'order.statusChanged',
    // @ts-expect-error previousStatus is one of the document's order statuses
    details: { previousStatus: 'shipped' },
    data: order,
  });
  eventStatements(deps, {
    ...who,
    event: 'order.created',
    // @ts-expect-error order.created has no envelope field besides data
    details: { previousStatus: 'created' },
    data: order,
  });
  // @ts-expect-error an event's data is the view of its resource (toOrder), not its record's exact decimals
  eventStatements(deps, { ...who, event: 'order.created', data: {} as OrderRecord });
}

it("an event's envelope fields and data are the document's for its name", () => {
  expectTypeOf(allowed).toBeFunction();
  expectTypeOf(refused).toBeFunction();
});
