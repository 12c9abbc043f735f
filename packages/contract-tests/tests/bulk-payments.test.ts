import type { components } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import {
  awaitingFiatOrder,
  driveTo,
  type Order,
  order,
  payoutAddress,
  quote,
  readOrder,
} from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant, type Tenant } from '../src/harness/tenant.ts';

// Bulk bank payments (spec 4.11, DOMAIN §8) and the sandbox deposits that pay them: one reference for
// several orders of one user, fiat and country; exact, short (then topped up) and excess deposits.
type BulkBankPayment = components['schemas']['BulkBankPayment'];
type SandboxDeposit = components['schemas']['SandboxDeposit'];

const target = await resolveTarget();
// The collecting bulk payment takes in every new MXN order of its user: it gets a tenant of its own.
const tenant = await newTenant(target);

async function createBulk(owner: Tenant, body: Record<string, unknown>): Promise<BulkBankPayment> {
  const created = await owner.call<BulkBankPayment>({
    method: 'POST',
    path: '/api/payments/bank/bulk',
    body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function readBulk(owner: Tenant, id: string): Promise<BulkBankPayment> {
  const read = await owner.call<BulkBankPayment>({ method: 'GET', path: `/api/payments/bank/bulk/${id}` });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body;
}

async function deposit(owner: Tenant, reference: string, amount: number, asset?: string) {
  const made = await owner.call<SandboxDeposit>({
    method: 'POST',
    path: '/api/sandbox/deposits',
    body: { reference, amount, ...(asset ? { asset } : {}) },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body;
}

// Jobs run on the Worker after each request and other files move the shared sandbox clock: an order paid a
// moment ago may already have taken its next steps, so any status past the payment counts as paid.
const afterPayment = new Set([
  'paid',
  'sourcingLiquidity',
  'liquiditySourced',
  'awaitingPayout',
  'awaitingAsyncPayout',
  'complete',
]);
const stage = (status: string) => (afterPayment.has(status) ? 'paid' : status);
/** Likewise a bulk payment whose orders were all paid may already have completed with them. */
const allPaid = ['awaitingAsyncPayoutForOrders', 'complete'];

const statuses = async (owner: Tenant, orders: Order[]) =>
  Promise.all(orders.map(async (entry) => stage((await readOrder(owner, entry.id)).status)));

/** Two orders awaiting payment in one bulk bank payment, as it answers and reads back. */
async function bulkOfTwo() {
  const first = await awaitingFiatOrder(tenant, 1000);
  const second = await awaitingFiatOrder(tenant, 1500);
  const bulk = await createBulk(tenant, { orderIds: [second.id, first.id] });
  expect(bulk).toMatchObject({
    userId: tenant.userId,
    orderIds: [first.id, second.id],
    orderIdsPaid: [],
    amount: 2500,
    amountReceived: 0,
    fiat: 'MXN',
    status: 'awaitingPayment',
    CCI: null,
  });
  expect(bulk.id).toMatch(/^bbp_/);
  expect(bulk.reference).toMatch(/^CMBB[A-Z0-9]{9}$/);
  expect(bulk.CLABE).toMatch(/^\d{18}$/);
  expect(bulk.instructions).toMatchObject({ reference: bulk.reference, bankName: bulk.bankName });
  expect((await readOrder(tenant, first.id)).settlement.payment.bulkBankPaymentId).toBe(bulk.id);
  expect(await readBulk(tenant, bulk.id)).toEqual(bulk);
  return { first, second, bulk };
}

describe('a bulk bank payment of given orders', () => {
  it("gives them one reference and the service's bank account, read back as it was made", async () => {
    await bulkOfTwo();
  });

  // Sandbox only: a sandbox deposit pays the bulk payment and the sandbox clock completes its orders.
  sandboxOnly.it('the exact deposit pays every order, and it completes with them', async () => {
    const { first, second, bulk } = await bulkOfTwo();

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

describe('a bulk bank payment that collects the user’s orders', () => {
  // Sandbox only: a sandbox deposit ends the collection.
  sandboxOnly.it(
    'takes the orders awaiting payment now and later, until a deposit; one per user, fiat and country',
    async () => {
      const collector = await newTenant(target);
      const before = await awaitingFiatOrder(collector, 800);
      const body = { fiat: 'MXN', country: 'MX', userId: collector.userId };
      const bulk = await createBulk(collector, body);
      expect(bulk).toMatchObject({ status: 'awaitingPayment', orderIds: [before.id], amount: 800 });
      expectError(
        await collector.call({ method: 'POST', path: '/api/payments/bank/bulk', body }),
        'duplicateResource',
      );

      const later = await awaitingFiatOrder(collector, 1200);
      expect(later.settlement.payment.bulkBankPaymentId).toBe(bulk.id);
      expect(await readBulk(collector, bulk.id)).toMatchObject({
        orderIds: [before.id, later.id],
        amount: 2000,
      });

      // A cancelled order leaves it and the amount drops.
      const cancelled = await collector.call<Order>({
        method: 'POST',
        path: `/api/orders/${before.id}/cancel`,
      });
      expect(cancelled.body.status).toBe('cancelled');
      expect(await readBulk(collector, bulk.id)).toMatchObject({ orderIds: [later.id], amount: 1200 });

      expect((await deposit(collector, bulk.reference, 1200)).matched).toBe(true);
      expect(await readBulk(collector, bulk.id)).toMatchObject({
        status: expect.toBeOneOf(allPaid),
        orderIdsPaid: [later.id],
      });
      expect(await statuses(collector, [later])).toEqual(['paid']);

      // The deposit ended the collecting: new orders stay out, and a new collecting bulk payment may start.
      const after = await awaitingFiatOrder(collector, 300);
      expect(after.settlement.payment.bulkBankPaymentId).toBeUndefined();
      expect(await createBulk(collector, body)).toMatchObject({ orderIds: [after.id], amount: 300 });
    },
  );

  // Sandbox only: sandbox deposits test what the collection ignores.
  sandboxOnly.it(
    'starts awaitingOrders when the user has none, ignores deposits until one joins',
    async () => {
      const collector = await newTenant(target);
      const bulk = await createBulk(collector, { fiat: 'MXN', country: 'MX', userId: collector.userId });
      expect(bulk).toMatchObject({ status: 'awaitingOrders', orderIds: [], amount: 0 });
      expect((await deposit(collector, bulk.reference, 100)).matched).toBe(false);
      const joined = await awaitingFiatOrder(collector, 640);
      expect(await readBulk(collector, bulk.id)).toMatchObject({
        status: 'awaitingPayment',
        orderIds: [joined.id],
        amount: 640,
        amountReceived: 0,
      });
    },
  );
});

// Sandbox only: the sandbox deposit operation is their subject.
sandboxOnly.describe('sandbox deposits to an order’s own reference', () => {
  it('the amount due pays the order', async () => {
    const created = await awaitingFiatOrder(tenant, 900);
    const reference = created.settlement.payment.instructions?.reference ?? '';
    expect((await deposit(tenant, reference, 900)).matched).toBe(true);
    const paid = await readOrder(tenant, created.id);
    expect(stage(paid.status)).toBe('paid');
    expect(paid.settlement.payment.amountSettled).toBe(900);
  });

  it('a wrong amount makes it incorrectAmountPaid, then a child order fills what arrived', async () => {
    const created = await awaitingFiatOrder(tenant, 950);
    const reference = created.settlement.payment.instructions?.reference ?? '';
    expect((await deposit(tenant, reference, 940.25)).matched).toBe(true);
    const short = await readOrder(tenant, created.id);
    expect(short.status).toBe('incorrectAmountPaid');
    expect(short.settlement.payment).toMatchObject({ status: 'partiallyFunded', amountSettled: 940.25 });
    await driveTo(tenant, created.id, 'filled');
    const listed = await tenant.call<Order[]>({ method: 'GET', path: '/api/orders?limit=100' });
    expect(listed.body.find((entry) => entry.parentOrderId === created.id)?.origin.amount).toBe(940.25);
  });

  it('an unknown reference, another asset or a paid order are recorded unmatched; extra decimals are refused', async () => {
    const unknown = await deposit(tenant, 'CMB0000000000', 10);
    expect(unknown).toMatchObject({ reference: 'CMB0000000000', amount: 10, matched: false });
    const created = await awaitingFiatOrder(tenant, 960);
    const reference = created.settlement.payment.instructions?.reference ?? '';
    expect((await deposit(tenant, reference, 960, 'USD')).matched).toBe(false);
    expectInvalid(
      await tenant.call({
        method: 'POST',
        path: '/api/sandbox/deposits',
        body: { reference, amount: 960.001 },
      }),
      'body.amount',
    );
    expect((await readOrder(tenant, created.id)).status).toBe('awaitingPayment');
    expect((await deposit(tenant, reference, 960)).matched).toBe(true);
    expect((await deposit(tenant, reference, 960)).matched).toBe(false);
  });

  it('another broker’s reference does not exist for the caller', async () => {
    const stranger = await newTenant(target);
    const created = await awaitingFiatOrder(tenant, 970);
    const reference = created.settlement.payment.instructions?.reference ?? '';
    expect((await deposit(stranger, reference, 970)).matched).toBe(false);
    expect((await readOrder(tenant, created.id)).status).toBe('awaitingPayment');
    const bulkPath = '/api/payments/bank/bulk';
    expectError(
      await stranger.call({ method: 'POST', path: bulkPath, body: { orderIds: [created.id] } }),
      'orderNotFound',
    );
    expectError(
      await stranger.call({
        method: 'POST',
        path: bulkPath,
        body: { fiat: 'MXN', country: 'MX', userId: tenant.userId },
      }),
      'userNotFound',
    );
  });
});
