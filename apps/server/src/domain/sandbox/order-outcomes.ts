import { orderStatusGroups } from '@cambio/contract';
import type { ApiError } from '../../errors.ts';
import { flowPath, type Row, rowsOf } from '../orders/machine-paths.ts';
import type { Flow, OrderStatus, Trigger } from '../orders/order-machine.ts';
import { outcomeNotReachable } from './outcome-path.ts';

/**
 * The order outcomes the sandbox reaches on demand (POST /api/sandbox/orders/{id}/outcome), beside the magic
 * values (magic-values.ts): the triggers it can take and what taking one does. docs/sandbox.md ("Every outcome
 * on demand") says the same; order-outcomes.test.ts checks it.
 */
export const stepsOnDemand = {
  paymentReceived: 'a deposit of the amount due at the payment reference (as POST /api/sandbox/deposits)',
  depositConfirmed: 'a deposit of the amount due at the payment reference (seen, then confirmed)',
  incorrectAmountReceived: 'a deposit of one unit less than due (more, when a unit or less is due)',
  paymentFromOtherOrigin: "the amount due, from an account or address that is not the user's",
  childOrderCreated: "the fill job's step: a child order for the amount received",
  liquiditySourcingStarted: "the order's own job step",
  liquidityAcquired: "the order's own job step",
  payoutScheduled: "the order's own job step",
  payoutSubmitted: "the order's own job step (simulated transfers)",
  payoutConfirmed: "the order's own job step",
  payoutFailed: "the bank rejects the payout (the order's payout job, as with the magic amount .13)",
  paymentDueDatePassed: 'the expiry, without waiting for the due date',
  cancelRequested: 'the cancel operation',
  destinationAddressRejected: 'the destination address fails screening',
  refundStarted: 'the amount received is sent back to its origin',
  refundSent: 'the refund is confirmed',
  refundRejected: 'the refund is rejected',
} as const satisfies Partial<Record<Trigger, string>>;

export type StepOnDemand = keyof typeof stepsOnDemand;

/** A deposit seen on chain is confirmed (or found to be another's) in the same step. */
const takenWithNext: readonly Trigger[] = ['depositDetected'];

/** Statuses no step on demand leads to, and why (the 409's message and docs/sandbox.md say it). */
export const notOnDemand: Partial<Record<OrderStatus, string>> = {
  created: 'passed inside the booking request',
  addressCheckPassed: 'passed inside the booking request',
  bankPaymentDetailsAdded: 'passed inside the booking request',
  depositAddressCreated: 'passed inside the booking request',
  awaitingPayment: 'where a market order is booked; a limit order reaches it when its price condition is met',
  bankPayoutDetailsAdded: 'passed inside the request that creates the bank account',
  processing: 'passed inside the deposit step',
  awaitingAsyncPayment:
    'an announced bank payment: a bank check of the magic amount whose payment is never found',
  awaitingTimeInForceToStart: "a limit order's, booked before its window",
  awaitingLimitPriceCondition: "a limit order's, inside its window",
  timeInForceEnded: "a limit order's, when its window ends unexecuted",
};

const onDemandRules = {
  takes: (row: Row) => row.trigger in stepsOnDemand || takenWithNext.includes(row.trigger),
  takenWithNext: (row: Row) => takenWithNext.includes(row.trigger),
};

/** The steps on demand that take an order of `flow` from `from` to `to` (shortest), or undefined. */
export function outcomePath(flow: Flow, from: OrderStatus, to: OrderStatus, funded: boolean) {
  return flowPath(flow, from, to, funded, onDemandRules);
}

/** Whether an order resting in `status` has received funds, for a status the caller did not read from an order. */
function fundedIn(status: OrderStatus): boolean {
  const unfunded: readonly string[] = [...orderStatusGroups.open, ...orderStatusGroups.awaitingPayment];
  return !unfunded.includes(status);
}

/** Where `to` is reached from on demand: a booked market order's status first, then the flow's statuses. */
export function pathFromAnywhere(flow: Flow, to: OrderStatus) {
  const statuses = new Set<OrderStatus>(['awaitingPayment', ...rowsOf(flow).map((row) => row.from)]);
  for (const from of statuses) {
    if (from === to || (from in notOnDemand && from !== 'awaitingPayment')) continue;
    const path = outcomePath(flow, from, to, fundedIn(from));
    if (path) return { from, path };
  }
  return undefined;
}

/** 409 code 51: the outcome is not reached from the order's status; the message says from where it is. */
export function orderOutcomeNotReachable(flow: Flow, current: OrderStatus, outcome: OrderStatus): ApiError {
  const found = pathFromAnywhere(flow, outcome);
  const reason = notOnDemand[outcome] ? ` (${notOnDemand[outcome]})` : '';
  const reach = found
    ? { from: found.from, path: found.path.map((row) => ({ from: row.from, to: row.to, how: row.trigger })) }
    : { why: `is not reached on demand in a ${flow} order${reason}` };
  return outcomeNotReachable({ resource: 'order', current, outcome, reach });
}
