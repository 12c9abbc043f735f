import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { firstAttemptHold, requestedFaults } from './faults.ts';

const off = { duplicate: false, outOfOrder: false, delaySeconds: 0, burst: 1 };
const createdAt = '2026-12-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(createdAt) + seconds * 1000);

describe('requestedFaults', () => {
  it.each([
    ['nothing on', {}, null],
    ['every fault off', { duplicate: false, burst: 1, delaySeconds: 0 }, null],
    ['one fault, the others off', { burst: 4 }, { ...off, burst: 4 }],
    [
      'all of them',
      { duplicate: true, outOfOrder: true, delaySeconds: 5, burst: 2 },
      { ...off, duplicate: true, outOfOrder: true, delaySeconds: 5, burst: 2 },
    ],
  ])('%s', (_name, request, want) => {
    expect(requestedFaults(request, 'sandbox')).toEqual(want);
  });

  it('is refused in production mode, naming body.faults', () => {
    expect(() => requestedFaults({ duplicate: true }, 'production')).toThrow(
      expect.objectContaining({ constructor: ApiError, field: 'body.faults' }),
    );
  });
});

describe('firstAttemptHold', () => {
  it.each([
    ['no faults', null, 'order.created', undefined],
    ['faults that hold nothing', { ...off, duplicate: true, burst: 3 }, 'order.created', undefined],
    ['a delay', { ...off, delaySeconds: 90 }, 'order.statusChanged', { until: at(90), injected: 'delay' }],
    [
      'out of order, a first event',
      { ...off, outOfOrder: true },
      'bankAccount.created',
      { until: at(30), injected: 'outOfOrder' },
    ],
    ['out of order, a later event', { ...off, outOfOrder: true }, 'order.statusChanged', undefined],
    [
      'both, a first event',
      { ...off, outOfOrder: true, delaySeconds: 10 },
      'user.created',
      { until: at(40), injected: 'outOfOrder' },
    ],
    [
      'both, a later event',
      { ...off, outOfOrder: true, delaySeconds: 10 },
      'user.updated',
      { until: at(10), injected: 'delay' },
    ],
  ] as const)('%s', (_name, faults, event, want) => {
    expect(firstAttemptHold(faults, { event, createdAt })).toEqual(want);
  });
});
