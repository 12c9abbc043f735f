import { expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { deposit, stage } from '../src/harness/bulk-payments.ts';
import { awaitingFiatOrder, driveTo, type Order, readOrder } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Sandbox deposits to an order's own reference: the amount due, a wrong amount and its child order, unmatched
// deposits, and another broker's reference.
const target = await resolveTarget();
const tenant = await newTenant(target);

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
