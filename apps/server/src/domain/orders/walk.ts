import type { OrderRecord } from '../../records.ts';
import { mustTransition, type Steps, type Trigger } from './order-machine.ts';

/** Applies triggers in order through the document's state machine; returns the steps taken. */
export function walk(order: OrderRecord, triggers: Trigger[]): Steps {
  const steps: Steps = [];
  for (const trigger of triggers) {
    const next = mustTransition(order.flow, order.status, trigger);
    steps.push([order.status, next]);
    order.status = next;
  }
  return steps;
}
