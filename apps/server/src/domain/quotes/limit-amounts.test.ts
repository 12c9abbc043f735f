import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { createFixedTable } from '../../testing/fixed-table.ts';
import { atLimitPrice, limitOriginAmount, limitPriceProblem } from './limit-amounts.ts';
import { priceQuote } from './price-quote.ts';
import { isRejection } from './quote-rejection.ts';
import type { PricedQuote } from './quote-types.ts';

const monday = new Date('2026-11-23T18:00:00Z');

/** MXN to USDC on polygon at the fixed table's rates, for `origin` MXN. */
function market(origin: string): PricedQuote {
  const result = priceQuote({
    country: 'MX',
    origin: { asset: 'MXN' },
    destination: { asset: 'USDC', network: 'polygon' },
    fixedLeg: 'origin',
    amount: new Decimal(origin),
    at: monday,
    feeRanges: {},
    serviceFeeRate: 0,
    volumeUsd: new Decimal(0),
    source: createFixedTable(),
  });
  if (isRejection(result)) throw new Error(result.message);
  return result;
}

describe('a limit quote at its limit net price', () => {
  it('derives the destination of a fixed origin at the limit, rounded down', () => {
    const limit = new Decimal('0.0512345678');
    const quoted = atLimitPrice(market('1000.00'), 'origin', new Decimal('1000.00'), limit);
    expect(quoted.destination.amount.toFixed()).toBe('51.234567');
    expect(quoted.netPrice.toFixed()).toBe('0.0512345678');
    expect(quoted.origin.amount.toFixed()).toBe('1000');
    expect(quoted.fixedLeg).toBe('origin');
  });

  it('derives the origin of a fixed destination at the limit, rounded up, and keeps the destination', () => {
    const limit = new Decimal('0.05');
    const origin = limitOriginAmount(new Decimal('100.000001'), limit, 'MXN');
    expect(origin.toFixed()).toBe('2000.01');
    const quoted = atLimitPrice(market(origin.toFixed()), 'destination', new Decimal('100.000001'), limit);
    expect([quoted.fixedLeg, quoted.origin.amount.toFixed(), quoted.destination.amount.toFixed()]).toEqual([
      'destination',
      '2000.01',
      '100.000001',
    ]);
    // The customer pays enough for the destination at the limit: rounding never favours the customer.
    expect(quoted.origin.amount.mul(limit).gte(quoted.destination.amount)).toBe(true);
  });

  it.each([
    ['0', 'must be greater than 0'],
    ['-1', 'must be greater than 0'],
    ['0.0000000000001', 'has more than 12 decimals'],
    ['0.000000000001', undefined],
    ['18.5', undefined],
  ])('limitNetPrice %s: %s', (value, problem) => {
    expect(limitPriceProblem(new Decimal(value))).toBe(problem);
  });
});
