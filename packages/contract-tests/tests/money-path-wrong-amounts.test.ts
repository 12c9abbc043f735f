import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { awaitingFiatOrder, driveTo, type Order, readOrder } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Orders paid wrong or late: a short payment and its child order, settlement terms as priced, expiry.
const tenant = await newTenant(await resolveTarget());

describe('wrong amounts and late payments', () => {
  // Sandbox only: a magic amount (.14) makes the sandbox's payment short.
  sandboxOnly.it('a payment one unit short (.14) fills a child order for the amount received', async () => {
    const created = await awaitingFiatOrder(tenant, 1000.14);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
    const short = await readOrder(tenant, created.id);
    expect(short.status).toBe('incorrectAmountPaid');
    expect(short.settlement.payment.amountSettled).toBe(999.14);
    await driveTo(tenant, created.id, 'filled');
    const children = await tenant.call<Order[]>({ method: 'GET', path: '/api/orders?limit=100' });
    const child = children.body.find((entry) => entry.parentOrderId === created.id);
    expect(child?.origin.amount).toBe(999.14);
    expect(child?.attributes).toContain('childOrder');
    expect((await readOrder(tenant, created.id)).attributes).not.toContain('childOrder');
    await driveTo(tenant, child?.id ?? '', 'complete');
  });

  // Sandbox only: the sandbox clock passes the quote's expiry and the bank check pays the order.
  sandboxOnly.it(
    'a payment after the quote expired re-quotes the order (new quoteId, old one in expiredQuotes)',
    async () => {
      const created = await awaitingFiatOrder(tenant, 800);
      await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 601 } });
      await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
      const paid = await readOrder(tenant, created.id);
      expect(paid.status).toBe('paid');
      expect(paid.expiredQuotes).toEqual([created.quoteId]);
      expect(paid.quoteId).not.toBe(created.quoteId);
      expect(created.attributes).not.toContain('requoted');
      expect(paid.attributes).toContain('requoted');
    },
  );

  it("settles as its pricing charged: a next-day fee line goes with next-day terms, on a local day's start", async () => {
    const created = await awaitingFiatOrder(tenant, 900);
    const { settlement } = created;
    // Mexico City is UTC-6 all year: a local day starts at 06:00Z.
    const localDay = (instant: string) =>
      new Date(Date.parse(instant) - 6 * 3600_000).toISOString().slice(0, 10);
    expect(settlement.valueDate).toMatch(/T06:00:00\.000Z$/);
    const nextDayFee = created.pricingDetails.fees.some((fee) => fee.type === 'nextDaySettlement');
    expect(created.attributes.includes('afterHours')).toBe(nextDayFee);
    if (nextDayFee) {
      // Priced outside banking hours (weekdays 09:00-17:00 in Mexico City), whenever this test runs.
      expect(settlement).toMatchObject({ mode: 'scheduled', timing: 'nextDay', valueDateOffset: 1 });
      expect(localDay(settlement.valueDate ?? '') > localDay(created.createdAt)).toBe(true);
    } else {
      // A stablecoin payout priced in banking hours.
      expect(settlement).toMatchObject({ mode: 'instant', timing: 'immediate', valueDateOffset: 0 });
      expect(settlement.valueDate).toBe(`${localDay(created.createdAt)}T06:00:00.000Z`);
    }
    expect(settlement.effectiveValueDateOffset).toBe(settlement.valueDateOffset);
  });

  // Sandbox only: the sandbox clock passes the due date and runs the expiry.
  sandboxOnly.it('an unpaid order expires at its due date', async () => {
    const created = await awaitingFiatOrder(tenant, 700);
    await tenant.call({
      method: 'POST',
      path: '/api/sandbox/clock/advance',
      body: { seconds: 24 * 3600 + 60 },
    });
    await tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
    const expired = await readOrder(tenant, created.id);
    expect(expired.status).toBe('expired');
    expectError(
      await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } }),
      'paymentNotAllowed',
    );
  });
});
