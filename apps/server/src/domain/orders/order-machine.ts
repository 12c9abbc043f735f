import { type components, orderStateMachine } from '@cambio/contract';
import { ApiError } from '../../errors.ts';

export type Flow = 'fiatToCrypto' | 'cryptoToFiat' | 'cryptoToCrypto';
export type OrderStatus = components['schemas']['OrderStatus'];
/** The statuses one change took an order through: each step's status before and after. */
export type Steps = Array<[from: OrderStatus, to: OrderStatus]>;
type Machine = typeof orderStateMachine;
export type Trigger = keyof Machine['triggers'];

/** The next status for a trigger, from the document's transition table; undefined when not allowed. */
export function transition(flow: Flow, from: string, trigger: Trigger): OrderStatus | undefined {
  if (trigger === orderStateMachine.cancel.trigger) {
    return (orderStateMachine.cancel.allowedFrom as readonly string[]).includes(from)
      ? orderStateMachine.cancel.to
      : undefined;
  }
  // The document's lint rules hold every status of the table to OrderStatus.
  const rows = [...orderStateMachine[flow], ...orderStateMachine.limit] as ReadonlyArray<
    readonly [from: string, to: OrderStatus, trigger: string]
  >;
  return rows.find(([source, , name]) => source === from && name === trigger)?.[1];
}

/** Like `transition`, but a disallowed step is a server bug, not a client error. */
export function mustTransition(flow: Flow, from: string, trigger: Trigger): OrderStatus {
  const next = transition(flow, from, trigger);
  if (!next) throw new Error(`order transition ${trigger} is not allowed from ${from} (${flow})`);
  return next;
}

export function cancelNotAllowed(status: string): ApiError {
  return new ApiError('orderNotCancellable', {
    message: `Order cannot be cancelled in its current status: ${status}`,
  });
}
