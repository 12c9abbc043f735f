import { orderStateMachine } from '@cambio/contract';
import { shortestPath } from '../sandbox/outcome-path.ts';
import type { Flow, OrderStatus, Trigger } from './order-machine.ts';

/** One row of the document's state machine: a status, the trigger it takes and the status it leads to. */
export type Row = { from: OrderStatus; to: OrderStatus; trigger: Trigger };

type Guard = keyof typeof orderStateMachine.guards;

/** The rows of a flow: its own, the limit order's and the cancel rows (one per status of the flow cancel is allowed from). */
export function rowsOf(flow: Flow): Row[] {
  const listed = [...orderStateMachine[flow], ...orderStateMachine.limit] as ReadonlyArray<
    readonly [OrderStatus, OrderStatus, Trigger]
  >;
  const { cancel } = orderStateMachine;
  const own = listed.map(([from, to, trigger]) => ({ from, to, trigger }));
  const named = new Set<string>(own.flatMap((row) => [row.from, row.to]));
  const cancels = cancel.allowedFrom
    .filter((from) => named.has(from))
    .map((from) => ({ from, to: cancel.to, trigger: cancel.trigger }));
  return [...own, ...cancels];
}

function guardOf(trigger: Trigger): Guard | undefined {
  if (trigger === orderStateMachine.cancel.trigger) return orderStateMachine.cancel.guard;
  const described = orderStateMachine.triggers[trigger];
  return 'guard' in described ? described.guard : undefined;
}

/** Whether the trigger's guard (noFundsReceived, fundsReceived) holds for an order that is `funded` or not. */
function guardHolds(trigger: Trigger, funded: boolean): boolean {
  const guard = guardOf(trigger);
  return guard === undefined || (guard === 'fundsReceived') === funded;
}

/** The triggers that bring an order funds (or a deposit being confirmed): guard noFundsReceived fails after one. */
const fundingTriggers: readonly Trigger[] = [
  'paymentReceived',
  'paymentReceivedAfterQuoteExpiry',
  'depositDetected',
  'depositConfirmed',
  'depositConfirmedAfterQuoteExpiry',
  'incorrectAmountReceived',
  'paymentFromOtherOrigin',
];

export type PathRules = {
  /** Whether a step may be taken; rows it refuses are not part of any path. */
  takes: (row: Row) => boolean;
  /** A step that is only taken together with the step after it (a path never ends with one). */
  takenWithNext?: (row: Row) => boolean;
};

/**
 * The shortest path of `flow`'s machine from `from` to `to` (rows in the document's order), honouring the
 * guards as the order's funding changes along it; undefined when there is none. An empty path when `from`
 * is `to`. The search is the outcomes' one (shortestPath); the order's rules are its nodes and steps.
 */
export function flowPath(
  flow: Flow,
  from: OrderStatus,
  to: OrderStatus,
  funded: boolean,
  rules: PathRules,
): Row[] | undefined {
  const rows = rowsOf(flow);
  const withNext = (row: Row) => rules.takenWithNext?.(row) === true;
  // A node is pending when its last step waits for the next one: it is no end, and its next step is no such step.
  type Node = { status: OrderStatus; funded: boolean; pending: boolean };
  const next = (node: Node) =>
    rows
      .filter((row) => row.from === node.status && rules.takes(row) && guardHolds(row.trigger, node.funded))
      .filter((row) => !(node.pending && withNext(row)))
      .map((row) => {
        const funded = node.funded || fundingTriggers.includes(row.trigger);
        return [row, { status: row.to, funded, pending: withNext(row) }] as const;
      });
  const start: Node = { status: from, funded, pending: false };
  const key = (node: Node) => `${node.status}:${node.funded}:${node.pending}`;
  return shortestPath(start, (node) => node.status === to && !node.pending, next, key);
}
