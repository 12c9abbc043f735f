import type { Statement, Store } from '../../db/store.ts';
import { eventStatements } from '../events.ts';
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
  const base = { brokerId, userId: order.userId, type: 'orders' as const, at };
  return eventStatements(store, [
    ...(createdView === undefined ? [] : [{ ...base, event: 'order.created', dataJson: createdView }]),
    ...steps.map(([from, to]) => ({
      ...base,
      event: 'order.statusChanged',
      data: { orderId: order.id, previousStatus: from, status: to },
    })),
  ]);
}
