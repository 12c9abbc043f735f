import { describe, expect, it } from 'vitest';
import { acceptsDeposit, allocateCredit, settledStatus } from './bulk-settlement.ts';

const orders = [
  { id: 'ord_a', amount: '100.00' },
  { id: 'ord_b', amount: '250.50' },
  { id: 'ord_c', amount: '40.00' },
];

describe('allocateCredit', () => {
  it('pays every order with the exact total and leaves nothing', () => {
    expect(allocateCredit(orders, '390.50')).toEqual({ paid: orders, credit: '0.00' });
  });

  it('pays oldest first while the credit lasts and stops at the first it cannot pay in full', () => {
    const result = allocateCredit(orders, '200.00');
    expect(result.paid.map((order) => order.id)).toEqual(['ord_a']);
    // 100 are left: enough for ord_c, but ord_b comes first.
    expect(result.credit).toBe('100.00');
  });

  it('keeps an excess as credit', () => {
    expect(allocateCredit(orders, '400.01').credit).toBe('9.51');
  });

  it('pays nothing when the credit is below the oldest order', () => {
    expect(allocateCredit(orders, '99.99')).toEqual({ paid: [], credit: '99.99' });
  });
});

describe('settledStatus', () => {
  const base = {
    orderIds: [],
    orderIdsPaid: [],
    orderIdsComplete: [],
    amountReceived: '0',
    amountApplied: '0',
  };

  it('waits for the deposit while orders wait and nothing arrived', () => {
    expect(settledStatus({ ...base, orderIds: ['ord_a'] })).toBe('awaitingPayment');
  });

  it('is cancelled when every order left before a deposit', () => {
    expect(settledStatus(base)).toBe('cancelled');
  });

  it('is short while orders wait after a deposit', () => {
    const short = {
      ...base,
      orderIds: ['ord_b'],
      orderIdsPaid: ['ord_a'],
      amountReceived: '150',
      amountApplied: '100',
    };
    expect(settledStatus(short)).toBe('insufficientAmountReceived');
  });

  it('waits for the payouts, then completes, when the money matched', () => {
    const paid = {
      ...base,
      orderIdsPaid: ['ord_a', 'ord_b'],
      amountReceived: '350.5',
      amountApplied: '350.50',
    };
    expect(settledStatus(paid)).toBe('awaitingAsyncPayoutForOrders');
    expect(settledStatus({ ...paid, orderIdsComplete: ['ord_b', 'ord_a'] })).toBe('complete');
  });

  it('reports an excess once every order is paid', () => {
    const over = { ...base, orderIdsPaid: ['ord_a'], amountReceived: '120', amountApplied: '100' };
    expect(settledStatus(over)).toBe('excessAmountReceived');
  });
});

describe('acceptsDeposit', () => {
  it('takes money while orders wait for it', () => {
    expect(acceptsDeposit({ status: 'awaitingPayment', orderIds: ['ord_a'] })).toBe(true);
    expect(acceptsDeposit({ status: 'insufficientAmountReceived', orderIds: ['ord_a'] })).toBe(true);
  });

  it('refuses it with no order to pay, or once settled', () => {
    expect(acceptsDeposit({ status: 'awaitingOrders', orderIds: [] })).toBe(false);
    expect(acceptsDeposit({ status: 'awaitingAsyncPayoutForOrders', orderIds: [] })).toBe(false);
    expect(acceptsDeposit({ status: 'excessAmountReceived', orderIds: [] })).toBe(false);
  });
});
