import { describe, expect, it } from 'vitest';
import { toApiNumbers } from './api-numbers.ts';

describe('toApiNumbers', () => {
  it('turns the numeric fields at any depth into JSON numbers and leaves every other value as it is', () => {
    const stored = {
      amount: '1000.00',
      notes: '12.50',
      legs: [{ tax: '0.16', amountSettled: '0', network: null }],
      pricingDetails: { netPrice: '-0.5', count: 3 },
      limitNetPrice: null,
    };
    expect(toApiNumbers<unknown>(stored as never)).toEqual({
      amount: 1000,
      notes: '12.50',
      legs: [{ tax: 0.16, amountSettled: 0, network: null }],
      pricingDetails: { netPrice: -0.5, count: 3 },
      limitNetPrice: null,
    });
  });
});
