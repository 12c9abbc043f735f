import type { Statement } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { eventStatements } from '../events.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import type { Steps } from './order-machine.ts';
import { toOrder } from './order-view.ts';

/**
 * `order.created` for a new order, whose view is its data. The set-up steps its creation took are part of it
 * (the document's createOrder): they emit no `order.statusChanged`.
 */
export function orderCreatedEvent(
  deps: JobDeps,
  brokerId: string,
  order: OrderRecord,
  at: Date,
): Statement[] {
  return eventStatements(deps, {
    brokerId,
    userId: order.userId,
    at,
    event: 'order.created',
    data: toOrder(order),
  });
}

/**
 * `order.statusChanged` for a change that took the order through `steps`, none when it took none. `order`
 * is the order after the change, as saved. One event per change however many steps it took (the
 * document): `previousStatus` is where the first step started.
 */
export function orderEvents(
  deps: JobDeps,
  brokerId: string,
  order: OrderRecord,
  steps: Steps,
  at: Date,
): Statement[] {
  const first = steps[0];
  if (!first) return [];
  const [previousStatus] = first;
  return eventStatements(deps, {
    brokerId,
    userId: order.userId,
    at,
    event: 'order.statusChanged',
    details: { previousStatus },
    data: toOrder(order),
  });
}
