import { findOrder } from '../../db/orders-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { advanceOrder, automaticStep } from '../orders/advance-order.ts';
import type { OrderStatus } from '../orders/order-machine.ts';
import { runJobNow } from './run-job-now.ts';

/** The most automatic steps an order takes (paid → … → complete is five). */
const mostSteps = 8;

/** Whether the order goes on by its automatic steps from `status` (its `order.advance` jobs). */
export function goesOnByItself(deps: AppDeps, status: string): boolean {
  return automaticStep(deps, status) !== undefined;
}

/**
 * Sandbox outcomes: the order's automatic steps taken now, one commit and one event each as its
 * `order.advance` job would, until `stop` says so or no automatic step is left. The bank's answer to a fiat
 * payout is `payout`, whatever the magic amount. Returns the status it ended in.
 */
export async function driveOrder(
  deps: AppDeps,
  brokerId: string,
  orderId: string,
  stop: (status: OrderStatus) => boolean,
  payout: 'complete' | 'failed',
): Promise<OrderStatus | undefined> {
  // Past mostSteps the order is left where it is (going round in circles): the outcome operation reads its
  // resource again and answers 409 code 51 where it stopped.
  for (let step = 0; ; step++) {
    const status = (await findOrder(deps.store, brokerId, orderId))?.body.status;
    if (!status || stop(status) || !goesOnByItself(deps, status) || step === mostSteps) return status;
    await runJobNow(deps, brokerId, 'order.advance', orderId, (jobDeps, job) =>
      advanceOrder(jobDeps, job, payout),
    );
  }
}
