import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { bulkPaymentOutcomes } from './bulk-payment-outcome.ts';
import {
  type OutcomeMachine,
  outcomePath,
  reachOutcome,
  shortestPath,
  stepsBetween,
} from './outcome-path.ts';

type Status = 'a' | 'b' | 'c' | 'd' | 'gone';
const machine: OutcomeMachine<Status> = {
  resource: 'thing',
  statuses: ['a', 'b', 'c', 'd'],
  steps: [
    { from: 'a', to: 'b', how: 'first' },
    { from: 'b', to: 'c', how: 'second' },
    { from: 'c', to: 'd', how: 'third' },
    { from: 'a', to: 'c', how: 'shortcut' },
  ],
  notProduced: { gone: 'never made' },
  startsAt: { a: 'things start there' },
};

const hows = (path: { how: string }[] | undefined) => path?.map((step) => step.how);

function conflict(run: () => unknown): { code: number; message: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.toBody().errors[0];
    throw error;
  }
  return undefined;
}

describe('stepsBetween', () => {
  it('takes the fewest steps, none to stay, and finds no way back', () => {
    expect(hows(stepsBetween(machine.steps, 'a', 'd'))).toEqual(['shortcut', 'third']);
    expect(hows(stepsBetween(machine.steps, 'b', 'd'))).toEqual(['second', 'third']);
    expect(stepsBetween(machine.steps, 'c', 'c')).toEqual([]);
    expect(stepsBetween(machine.steps, 'd', 'a')).toBeUndefined();
  });
});

describe('shortestPath', () => {
  it('searches any graph its next function gives, telling nodes apart by their key', () => {
    // Counting up by one or two, to 5; a node is its number modulo 10.
    const next = (n: number) => [[`+1`, n + 1] as const, [`+2`, n + 2] as const];
    expect(shortestPath(0, (n) => n === 5, next)).toEqual(['+1', '+2', '+2']);
    expect(shortestPath(3, (n) => n === 3, next)).toEqual([]);
    expect(
      shortestPath(
        0,
        (n) => n === 15,
        next,
        (n) => String(n % 10),
      ),
    ).toBeUndefined();
  });
});

describe('outcomePath', () => {
  it('answers 409 code 51 naming the current status and the path from the first status that reaches it', () => {
    expect(conflict(() => outcomePath(machine, 'd', 'b'))).toEqual({
      code: 51,
      message:
        "The outcome cannot be reached from the resource's current status: `b` is reached from `a`: " +
        'first → `b`; the thing is `d`',
    });
  });

  it('says why a status this version does not produce is never reached', () => {
    expect(conflict(() => outcomePath(machine, 'a', 'gone'))?.message).toMatch(
      /`gone` is not produced by this version \(never made\); the thing is `a`$/,
    );
    expect(conflict(() => outcomePath(machine, 'a', 'a'))).toBeUndefined();
    expect(conflict(() => outcomePath(machine, 'b', 'a'))?.message).toMatch(
      /`a` is no step's outcome: things start there; the thing is `b`$/,
    );
  });
});

describe('reachOutcome', () => {
  /** A thing at `start` whose steps move it where `lands` says (the step's own `to` unless named). */
  function drive(start: Status, outcome: Status, lands: Record<string, Status> = {}) {
    let status = start;
    const taken: string[] = [];
    const read = async () => ({ status, resource: status });
    const done = reachOutcome(machine, outcome, read, async (step) => {
      taken.push(step.how);
      status = lands[step.how] ?? step.to;
    });
    return { done, taken };
  }

  async function refusal(done: Promise<unknown>) {
    const error = await done.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).toBody().errors[0];
  }

  it('takes the path one step at a time and answers where it ends', async () => {
    const { done, taken } = drive('a', 'd');
    expect(await done).toBe('d');
    expect(taken).toEqual(['shortcut', 'third']);
  });

  it('plans again from where a step ended: a detour still reaches the outcome', async () => {
    const { done, taken } = drive('a', 'd', { shortcut: 'b' });
    expect(await done).toBe('d');
    expect(taken).toEqual(['shortcut', 'second', 'third']);
  });

  it('answers 409 code 51 naming where it stopped when a step ends off every path (a concurrent change)', async () => {
    const { done, taken } = drive('a', 'c', { shortcut: 'd' });
    expect(await refusal(done)).toEqual({
      code: 51,
      message:
        "The outcome cannot be reached from the resource's current status: `c` is reached from `a`: " +
        'shortcut → `c`; the thing is `d`',
    });
    expect(taken).toEqual(['shortcut']);
  });

  it('answers 409 code 51 when a step changes nothing, instead of taking it again', async () => {
    const { done, taken } = drive('c', 'd', { third: 'c' });
    expect((await refusal(done))?.message).toMatch(
      /third → `d` left it as it was; `d` is reached from `a`: shortcut → `c`, third → `d`; the thing is `c`$/,
    );
    expect(taken).toEqual(['third']);
  });
});

describe('the bulk bank payment outcomes', () => {
  const { statuses, steps, notProduced } = bulkPaymentOutcomes;
  const all = ['awaitingOrders', ...statuses, 'complete', 'excessAmountReceived', 'cancelled'] as const;

  it('reach every status from awaitingPayment but the entry, the given-up and the unproduced ones', () => {
    const reached = all.filter((status) => stepsBetween(steps, 'awaitingPayment', status));
    expect(reached.sort()).toEqual(
      [
        'awaitingPayment',
        'insufficientAmountReceived',
        'excessAmountReceived',
        'awaitingAsyncPayoutForOrders',
        'complete',
        'cancelled',
      ].sort(),
    );
    expect(Object.keys(notProduced).sort()).toEqual(['awaitingAsyncPayment', 'failed']);
  });

  it('complete takes the exact deposit, then the orders', () => {
    expect(outcomePath(bulkPaymentOutcomes, 'awaitingPayment', 'complete').map((step) => step.to)).toEqual([
      'awaitingAsyncPayoutForOrders',
      'complete',
    ]);
    expect(conflict(() => outcomePath(bulkPaymentOutcomes, 'cancelled', 'complete'))?.message).toMatch(
      /`complete` is reached from `awaitingPayment`: a deposit of what is due → `awaitingAsyncPayoutForOrders`, every order completes → `complete`; the bulk bank payment is `cancelled`$/,
    );
  });
});
