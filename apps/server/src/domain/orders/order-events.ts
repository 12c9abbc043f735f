import type { Statement, Store } from '../../db/store.ts';
import { eventStatement } from '../events.ts';
import type { OrderRecord } from './order-record.ts';

/**
 * `order.created` for a new order (given as the API shows it, JSON text), then
 * `order.statusChanged` for each step the order took.
 */
export function orderEvents(
  store: Store,
  brokerId: string,
  order: OrderRecord,
  steps: Array<[from: string, to: string]>,
  at: Date,
  createdView?: string,
): Statement[] {
  const { userId } = order;
  // In this order: ids made in one instant sort in the order they are made. Each input is written out in
  // full: Node 20's V8 allocates an object spread with further properties in the old generation (measured),
  // whose garbage then costs full collections.
  const statements =
    createdView === undefined
      ? []
      : [
          eventStatement(store, {
            brokerId,
            userId,
            type: 'orders',
            at,
            event: 'order.created',
            dataJson: createdView,
          }),
        ];
  for (const [from, to] of steps) {
    const data = { orderId: order.id, previousStatus: from, status: to };
    statements.push(
      eventStatement(store, { brokerId, userId, type: 'orders', at, event: 'order.statusChanged', data }),
    );
  }
  return statements;
}
