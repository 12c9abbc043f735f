import type { Statement, Store } from '../../db/store.ts';
import { eventStatement } from '../events.ts';
import type { OrderRecord } from './order-record.ts';

/**
 * `order.created` for a new order, given as the API shows it (JSON text). The set-up steps its creation
 * took are part of it (the document's createOrder): they emit no `order.statusChanged`.
 */
export function orderCreatedEvent(
  store: Store,
  brokerId: string,
  order: OrderRecord,
  view: string,
  at: Date,
): Statement {
  return eventStatement(store, {
    brokerId,
    userId: order.userId,
    type: 'orders',
    at,
    event: 'order.created',
    dataJson: view,
  });
}

/** `order.statusChanged` for each step the order took. */
export function orderEvents(
  store: Store,
  brokerId: string,
  order: OrderRecord,
  steps: Array<[from: string, to: string]>,
  at: Date,
): Statement[] {
  const { userId } = order;
  // Each input is written out in full: Node 20's V8 allocates an object spread with further properties in
  // the old generation (measured), whose garbage then costs full collections.
  return steps.map(([from, to]) => {
    const data = { orderId: order.id, previousStatus: from, status: to };
    return eventStatement(store, {
      brokerId,
      userId,
      type: 'orders',
      at,
      event: 'order.statusChanged',
      data,
    });
  });
}
