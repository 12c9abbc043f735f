import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import {
  allPaid,
  bulkOfTwo,
  createBulk,
  deposit,
  readBulk,
  stage,
  statuses,
} from '../src/harness/bulk-payments.ts';
import { awaitingFiatOrder, driveTo, order, payoutAddress, quote, readOrder } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Bulk bank payments of given orders (spec 4.11): one reference for several orders of one user,
// fiat and country; exact, short (then topped up) and excess deposits; the refused requests.
const tenant = await newTenant(await resolveTarget());

describe('a bulk bank payment of given orders', () => {
  it("gives them one reference and the service's bank account, read back as it was made", async () => {
    await bulkOfTwo(tenant);
  });

  // Sandbox only: a sandbox deposit pays the bulk payment and the sandbox clock completes its orders.
  sandboxOnly.it('the exact deposit pays every order, and it completes with them', async () => {
    const { first, second, bulk } = await bulkOfTwo(tenant);

    const made = await deposit(tenant, bulk.reference, 2500);
    expect(made).toMatchObject({ reference: bulk.reference, amount: 2500, matched: true });
    expect(made.depositId).toMatch(/^dep_/);
    expect(await readBulk(tenant, bulk.id)).toMatchObject({
      status: expect.toBeOneOf(allPaid),
      orderIds: [],
      orderIdsPaid: [first.id, second.id],
      amount: 2500,
      amountReceived: 2500,
    });
    const paid = await readOrder(tenant, first.id);
    expect(stage(paid.status)).toBe('paid');
    expect(paid.settlement.payment).toMatchObject({
      status: 'fundsReceived',
      amountSettled: 1000,
      bulkBankPaymentId: bulk.id,
    });
    expect(paid.settlement.payment.transactions[0]?.reference).toBe(bulk.reference);
    expect((await readOrder(tenant, second.id)).settlement.payment.amountSettled).toBe(1500);

    // A second deposit finds nothing awaiting money any more.
    expect((await deposit(tenant, bulk.reference, 10)).matched).toBe(false);
    await driveTo(tenant, first.id, 'complete');
    await driveTo(tenant, second.id, 'complete');
    expect((await readBulk(tenant, bulk.id)).status).toBe('complete');
  });

  // Sandbox only: sandbox deposits pay the bulk payment.
  sandboxOnly.it(
    'pays oldest first from a short deposit, holds the rest, and a top-up pays the others',
    async () => {
      const orders = [
        await awaitingFiatOrder(tenant, 1000),
        await awaitingFiatOrder(tenant, 2000),
        await awaitingFiatOrder(tenant, 500),
      ];
      const bulk = await createBulk(tenant, { orderIds: orders.map((entry) => entry.id) });
      expect(bulk.amount).toBe(3500);

      // 1200 pays the first order; the 200 left would cover no order in turn (the third waits behind the second).
      expect((await deposit(tenant, bulk.reference, 1200)).matched).toBe(true);
      const short = await readBulk(tenant, bulk.id);
      expect(short).toMatchObject({
        status: 'insufficientAmountReceived',
        orderIdsPaid: [orders[0]?.id],
        orderIds: [orders[1]?.id, orders[2]?.id],
        amount: 3500,
        amountReceived: 1200,
      });
      expect(await statuses(tenant, orders)).toEqual(['paid', 'awaitingPayment', 'awaitingPayment']);
      // Money is held for the waiting orders: they can no longer be cancelled.
      expectError(
        await tenant.call({ method: 'POST', path: `/api/orders/${orders[1]?.id}/cancel` }),
        'orderNotCancellable',
      );

      expect((await deposit(tenant, bulk.reference, 2300)).matched).toBe(true);
      expect(await readBulk(tenant, bulk.id)).toMatchObject({
        status: expect.toBeOneOf(allPaid),
        orderIds: [],
        orderIdsPaid: orders.map((entry) => entry.id),
        amountReceived: 3500,
      });
      expect(await statuses(tenant, orders)).toEqual(['paid', 'paid', 'paid']);
    },
  );

  // Sandbox only: a sandbox deposit pays the bulk payment.
  sandboxOnly.it('pays every order from an excess deposit and reports the excess', async () => {
    const orders = [await awaitingFiatOrder(tenant, 700), await awaitingFiatOrder(tenant, 300)];
    const bulk = await createBulk(tenant, { orderIds: orders.map((entry) => entry.id) });
    expect((await deposit(tenant, bulk.reference, 1000.5, 'MXN')).matched).toBe(true);
    expect(await readBulk(tenant, bulk.id)).toMatchObject({
      status: 'excessAmountReceived',
      orderIds: [],
      orderIdsPaid: orders.map((entry) => entry.id),
      amount: 1000,
      amountReceived: 1000.5,
    });
    expect(await statuses(tenant, orders)).toEqual(['paid', 'paid']);
  });

  // Sandbox only: the bank check pays the orders.
  sandboxOnly.it('refuses orders that are not awaiting a bank payment or are already in one', async () => {
    const open = await awaitingFiatOrder(tenant, 420);
    const bulk = await createBulk(tenant, { orderIds: [open.id] });
    expectError(
      await tenant.call({ method: 'POST', path: '/api/payments/bank/bulk', body: { orderIds: [open.id] } }),
      'paymentNotAllowed',
    );
    const paid = await awaitingFiatOrder(tenant, 430);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: paid.id } });
    expectError(
      await tenant.call({ method: 'POST', path: '/api/payments/bank/bulk', body: { orderIds: [paid.id] } }),
      'paymentNotAllowed',
    );
    // A payment check of an order in the bulk payment pays it alone: it leaves, and the amount drops.
    const other = await awaitingFiatOrder(tenant, 440);
    const pair = await createBulk(tenant, {
      orderIds: [other.id, (await awaitingFiatOrder(tenant, 450)).id],
    });
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: other.id } });
    const left = await readBulk(tenant, pair.id);
    expect([left.orderIds.length, left.amount]).toEqual([1, 450]);
    expect((await readOrder(tenant, other.id)).settlement.payment.bulkBankPaymentId).toBeUndefined();
    expect((await readBulk(tenant, bulk.id)).status).toBe('awaitingPayment');
  });

  it('validates the request: one user, fiat and country; known orders and users', async () => {
    const mxn = await awaitingFiatOrder(tenant, 510);
    const addressId = await payoutAddress(tenant);
    const usd = await order(
      tenant,
      (
        await quote(tenant, {
          country: 'MX',
          origin: { asset: 'USD', amount: 100 },
          destination: { asset: 'USDC', network: 'polygon' },
        })
      ).id,
      { addressId },
    );
    const bulkPath = '/api/payments/bank/bulk';
    expectInvalid(
      await tenant.call({ method: 'POST', path: bulkPath, body: { orderIds: [mxn.id, usd.id] } }),
      'body.orderIds',
    );
    expectInvalid(
      await tenant.call({ method: 'POST', path: bulkPath, body: { orderIds: [mxn.id], fiat: 'USD' } }),
      'body.fiat',
    );
    // A currency of another country than the one sent: refused as not the orders' currency.
    expectInvalid(
      await tenant.call({
        method: 'POST',
        path: bulkPath,
        body: { orderIds: [mxn.id], fiat: 'PEN', country: 'MX' },
      }),
      'body.fiat',
    );
    expectError(
      await tenant.call({
        method: 'POST',
        path: bulkPath,
        body: { orderIds: [mxn.id, 'ord_01JD3Z00000000000000000000'] },
      }),
      'orderNotFound',
    );
    expectInvalid(
      await tenant.call({ method: 'POST', path: bulkPath, body: { country: 'MX', userId: tenant.userId } }),
      'body.fiat',
    );
    expectInvalid(
      await tenant.call({
        method: 'POST',
        path: bulkPath,
        body: { fiat: 'PEN', country: 'MX', userId: tenant.userId },
      }),
      'body.fiat',
    );
    expectError(
      await tenant.call({
        method: 'POST',
        path: bulkPath,
        body: { fiat: 'MXN', country: 'MX', userId: 'usr_01JD3Z00000000000000000000' },
      }),
      'userNotFound',
    );
    expectError(
      await tenant.call({ method: 'GET', path: '/api/payments/bank/bulk/bbp_01JD3Z00000000000000000000' }),
      'bulkBankPaymentNotFound',
    );
  });
});
