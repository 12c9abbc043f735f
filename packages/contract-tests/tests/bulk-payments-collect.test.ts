import { describe, expect } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { allPaid, createBulk, deposit, readBulk, statuses } from '../src/harness/bulk-payments.ts';
import { awaitingFiatOrder, type Order } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// A bulk bank payment that collects its user's orders (spec 4.11): each test gets a tenant of its own, since
// the collection takes in every new MXN order of its user.
const target = await resolveTarget();

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
