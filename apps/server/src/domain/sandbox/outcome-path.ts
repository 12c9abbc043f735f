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

/** The fewest steps from `from` to `to` (breadth first; [] when they are the same), or undefined. */
export function shortestPath<Status extends string, Step extends OutcomeStep<Status>>(
  steps: readonly Step[],
  from: NoInfer<Status>,
  to: NoInfer<Status>,
): Step[] | undefined {
  const reachedBy = new Map<Status, Step[]>([[from, []]]);
  const queue: Status[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    const path = reachedBy.get(status) ?? [];
    if (status === to) return path;
    for (const step of steps.filter((candidate) => candidate.from === status)) {
      if (reachedBy.has(step.to)) continue;
      reachedBy.set(step.to, [...path, step]);
      queue.push(step.to);
    }
  }
  return undefined;
}

/** A path as the 409 words it: "a deposit of what is due → `complete`, …". */
export function describePath<Status extends string>(path: readonly OutcomeStep<Status>[]): string {
  return path.map((step) => `${step.how} → \`${step.to}\``).join(', ');
}

/** Why `outcome` cannot be reached from `current`: the first status that reaches it and how, or the reason none does. */
export function unreachableReason<Status extends string, Step extends OutcomeStep<Status>>(
  machine: OutcomeMachine<Status, Step>,
  current: Status,
  outcome: Status,
): string {
  const now = `the ${machine.resource} is \`${current}\``;
  const never = machine.notProduced[outcome];
  if (never) return `\`${outcome}\` is not produced by this version (${never}); ${now}`;
  for (const start of machine.statuses) {
    const path = start === outcome ? undefined : shortestPath(machine.steps, start, outcome);
    if (path) return `\`${outcome}\` is reached from \`${start}\`: ${describePath(path)}; ${now}`;
  }
  const start = machine.startsAt[outcome];
  if (start) return `\`${outcome}\` is no step's outcome: ${start}; ${now}`;
  return `\`${outcome}\` is reached by no step the sandbox takes; ${now}`;
}

/** The steps from `current` to `outcome`; 409 code 51 naming the path from a status that reaches it. */
export function outcomePath<Status extends string, Step extends OutcomeStep<Status>>(
  machine: OutcomeMachine<Status, Step>,
  current: Status,
  outcome: Status,
): Step[] {
  const path = machine.notProduced[outcome] ? undefined : shortestPath(machine.steps, current, outcome);
  if (path) return path;
  return notReachable(unreachableReason(machine, current, outcome));
}

/** 409 code 51 with the catalogue's message and why. */
export function notReachable(why: string): never {
  throw new ApiError('outcomeNotReachable', {
    message: `The outcome cannot be reached from the resource's current status: ${why}`,
  });
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
    if (!step || taken === mostSteps)
      return notReachable(unreachableReason(machine, current.status, outcome));
    await take(step, current.resource);
    const after = await read();
    if (after.status === current.status) {
      // The step changed nothing (a guard the table cannot see): taking it again would change nothing either.
      notReachable(
        `${describePath([step])} left it as it was; ${unreachableReason(machine, after.status, outcome)}`,
      );
    }
    current = after;
  }
  return current.resource;
}
