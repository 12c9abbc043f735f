import type { Statement, Store } from '../../db/store.ts';
import { eventStatement } from '../events.ts';
import { toApiNumbers } from '../money/api-numbers.ts';
import type { OrderRecord } from './order-record.ts';

/** `order.statusChanged` for each step the order took, then the order itself for `order.created` once. */
export function orderEvents(
  store: Store,
  brokerId: string,
  order: OrderRecord,
  steps: Array<[from: string, to: string]>,
  at: Date,
  created = false,
): Statement[] {
  const base = { brokerId, userId: order.userId, type: 'orders' as const, at };
  const statements: Statement[] = [];
  if (created)
    statements.push(eventStatement(store, { ...base, event: 'order.created', data: toApiNumbers(order) }));
  for (const [from, to] of steps) {
    statements.push(
      eventStatement(store, {
        ...base,
        event: 'order.statusChanged',
        data: { orderId: order.id, previousStatus: from, status: to },
      }),
    );
  }
  return statements;
}
