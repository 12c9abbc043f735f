import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { bulkPaymentOutcomes } from './bulk-payment-outcome.ts';
import { type OutcomeMachine, outcomePath, shortestPath } from './outcome-path.ts';

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

describe('shortestPath', () => {
  it('takes the fewest steps, none to stay, and finds no way back', () => {
    expect(hows(shortestPath(machine.steps, 'a', 'd'))).toEqual(['shortcut', 'third']);
    expect(hows(shortestPath(machine.steps, 'b', 'd'))).toEqual(['second', 'third']);
    expect(shortestPath(machine.steps, 'c', 'c')).toEqual([]);
    expect(shortestPath(machine.steps, 'd', 'a')).toBeUndefined();
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

describe('the bulk bank payment outcomes', () => {
  const { statuses, steps, notProduced } = bulkPaymentOutcomes;
  const all = ['awaitingOrders', ...statuses, 'complete', 'excessAmountReceived', 'cancelled'] as const;

  it('reach every status from awaitingPayment but the entry, the given-up and the unproduced ones', () => {
    const reached = all.filter((status) => shortestPath(steps, 'awaitingPayment', status));
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
