import type { Statement, Store } from '../../db/store.ts';
import { eventStatements } from '../events.ts';
import { apiJson } from '../money/api-numbers.ts';
import type { OrderRecord } from './order-record.ts';

/**
 * `order.created` for a new order (given its stored JSON text, shown as the API shows the order), then
 * `order.statusChanged` for each step the order took.
 */
export function orderEvents(
  store: Store,
  brokerId: string,
  order: OrderRecord,
  steps: Array<[from: string, to: string]>,
  at: Date,
  createdJson?: string,
): Statement[] {
  const base = { brokerId, userId: order.userId, type: 'orders' as const, at };
  return eventStatements(store, [
    ...(createdJson === undefined
      ? []
      : [{ ...base, event: 'order.created', dataJson: apiJson(createdJson) }]),
    ...steps.map(([from, to]) => ({
      ...base,
      event: 'order.statusChanged',
      data: { orderId: order.id, previousStatus: from, status: to },
    })),
  ]);
}
