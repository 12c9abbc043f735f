import { ApiError } from '../../errors.ts';

/** One step of a resource's machine the sandbox takes: from a status to the next, and what happens. */
export type OutcomeStep<Status extends string> = { from: Status; to: Status; how: string };

/**
 * What the sandbox can do to one kind of resource (the table of its outcomes): its statuses in the order the
 * 409 searches them for a start (the entry status first), the steps between them, the statuses this version
 * never produces and those no step leads to (where the resource starts), each with the reason the 409 gives.
 */
export type OutcomeMachine<Status extends string, Step extends OutcomeStep<Status> = OutcomeStep<Status>> = {
  resource: string;
  statuses: readonly Status[];
  steps: readonly Step[];
  notProduced: Partial<Record<Status, string>>;
  startsAt: Partial<Record<Status, string>>;
};

/**
 * The one breadth-first search of the outcomes: the fewest steps from `from` to a node where `isEnd` holds
 * ([] when `from` is one), taking each node's `next` steps in their order, or undefined. Nodes are told apart
 * by `key`; a node once reached is not reached again.
 */
export function shortestPath<Node, Step>(
  from: Node,
  isEnd: (node: Node) => boolean,
  next: (node: Node) => ReadonlyArray<readonly [Step, Node]>,
  key: (node: Node) => string = String,
): Step[] | undefined {
  const queue = [{ node: from, path: [] as Step[] }];
  const seen = new Set([key(from)]);
  for (let item = queue.shift(); item; item = queue.shift()) {
    if (isEnd(item.node)) return item.path;
    for (const [step, node] of next(item.node)) {
      if (seen.has(key(node))) continue;
      seen.add(key(node));
      queue.push({ node, path: [...item.path, step] });
    }
  }
  return undefined;
}

/** The fewest steps of a machine's table from `from` to `to`, or undefined. */
export function stepsBetween<Status extends string, Step extends OutcomeStep<Status>>(
  steps: readonly Step[],
  from: NoInfer<Status>,
  to: NoInfer<Status>,
): Step[] | undefined {
  const next = (status: Status) =>
    steps.filter((step) => step.from === status).map((step) => [step, step.to] as const);
  return shortestPath<Status, Step>(from, (status) => status === to, next);
}

/** A path as the 409 words it: "a deposit of what is due → `complete`, …". */
export function describePath<Status extends string>(path: readonly OutcomeStep<Status>[]): string {
  return path.map((step) => `${step.how} → \`${step.to}\``).join(', ');
}

/**
 * Why an outcome is not reached, for the one 409 builder: the status it is reached from and the path, or why
 * it is not (after "`outcome` "); `stoppedBy` a step just taken that left the resource as it was.
 */
export type Refusal<Status extends string> = {
  resource: string;
  current: Status;
  outcome: Status;
  reach: { from: Status; path: readonly OutcomeStep<Status>[] } | { why: string };
  stoppedBy?: OutcomeStep<Status>;
};

/** 409 code 51 for every outcome operation: the catalogue's message, then what reaches the outcome and where the resource is. */
export function outcomeNotReachable<Status extends string>(refusal: Refusal<Status>): ApiError {
  const { resource, current, outcome, reach, stoppedBy } = refusal;
  const stopped = stoppedBy ? `${describePath([stoppedBy])} left it as it was; ` : '';
  const where =
    'from' in reach ? `is reached from \`${reach.from}\`: ${describePath(reach.path)}` : reach.why;
  return new ApiError('outcomeNotReachable', {
    message: `The outcome cannot be reached from the resource's current status: ${stopped}\`${outcome}\` ${where}; the ${resource} is \`${current}\``,
  });
}

/** What reaches `outcome` in `machine`: the first of its statuses with a path there, or why none does. */
function reachOf<Status extends string, Step extends OutcomeStep<Status>>(
  machine: OutcomeMachine<Status, Step>,
  outcome: Status,
): Refusal<Status>['reach'] {
  const never = machine.notProduced[outcome];
  if (never) return { why: `is not produced by this version (${never})` };
  for (const from of machine.statuses) {
    const path = from === outcome ? undefined : stepsBetween(machine.steps, from, outcome);
    if (path) return { from, path };
  }
  const start = machine.startsAt[outcome];
  return { why: start ? `is no step's outcome: ${start}` : 'is reached by no step the sandbox takes' };
}

/** The steps from `current` to `outcome`; 409 code 51 naming the path from a status that reaches it. */
export function outcomePath<Status extends string, Step extends OutcomeStep<Status>>(
  machine: OutcomeMachine<Status, Step>,
  current: Status,
  outcome: Status,
): Step[] {
  const path = machine.notProduced[outcome] ? undefined : stepsBetween(machine.steps, current, outcome);
  if (path) return path;
  throw refusalOf(machine, current, outcome);
}

function refusalOf<Status extends string, Step extends OutcomeStep<Status>>(
  machine: OutcomeMachine<Status, Step>,
  current: Status,
  outcome: Status,
  stoppedBy?: Step,
): ApiError {
  const { resource } = machine;
  return outcomeNotReachable({ resource, current, outcome, reach: reachOf(machine, outcome), stoppedBy });
}

/** More steps than any machine's longest path: a drive that takes them is going round in circles. */
const mostSteps = 12;

/**
 * Drives a resource to `outcome` one step at a time, reading it again after each (`read` gives its status and
 * what `take` needs): the path is planned again from where the resource is, so a step that ends elsewhere (a
 * concurrent change, an order that did not complete) answers 409 code 51 naming where it stopped and the path
 * from a status that reaches the outcome, never a 200 short of it. Returns the resource as it ends.
 */
export async function reachOutcome<Status extends string, Step extends OutcomeStep<Status>, Resource>(
  machine: OutcomeMachine<Status, Step>,
  outcome: Status,
  read: () => Promise<{ status: Status; resource: Resource }>,
  take: (step: Step, resource: Resource) => Promise<unknown>,
): Promise<Resource> {
  let current = await read();
  for (let taken = 0; current.status !== outcome; taken++) {
    const [step] = outcomePath(machine, current.status, outcome);
    if (!step || taken === mostSteps) throw refusalOf(machine, current.status, outcome);
    await take(step, current.resource);
    const after = await read();
    // A step that changed nothing (a guard the table cannot see) would change nothing when taken again.
    if (after.status === current.status) throw refusalOf(machine, after.status, outcome, step);
    current = after;
  }
  return current.resource;
}
