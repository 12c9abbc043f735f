import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import {
  advanceAndRunJobs,
  driveTo,
  mexicanAccount,
  order,
  payoutAddress,
  type QuoteTerms,
  quote,
  readOrder,
  serviceNow,
} from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Limit orders: booked into a wait for the window and the price, checked by a job every 60 s of
// sandbox clock; executed by re-pricing at the service price, or ended with the window.
const tenant = await newTenant(await resolveTarget());
const minute = 60;

const buyUsdc: QuoteTerms = {
  country: 'MX',
  origin: { asset: 'MXN', amount: 1500 },
  destination: { asset: 'USDC', network: 'polygon' },
};

/** A limit at `factor` times the current market net price of `terms`: below 1 it is met, above never. */
async function limitAt(terms: QuoteTerms, factor: number): Promise<number> {
  const market = await quote(tenant, terms);
  return Number((market.netPrice * factor).toPrecision(8));
}

async function limitQuote(
  terms: QuoteTerms,
  limitNetPrice: number,
  window: { startIn?: number; endIn: number },
) {
  const now = await serviceNow(tenant);
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
  return quote(tenant, {
    ...terms,
    type: 'limit',
    limitNetPrice,
    ...(window.startIn !== undefined ? { timeInForceStartsAt: at(window.startIn) } : {}),
    timeInForceEndsAt: at(window.endIn),
  });
}

// Sandbox only: the sandbox clock runs the limit checks until the price is met.
sandboxOnly.describe('a limit the service price meets', () => {
  it('waits in awaitingLimitPriceCondition, then is re-priced and set up like a market order', async () => {
    const addressId = await payoutAddress(tenant);
    const limitNetPrice = await limitAt(buyUsdc, 0.95);
    const priced = await limitQuote(buyUsdc, limitNetPrice, { endIn: 30 * minute });
    expect(priced).toMatchObject({
      type: 'limit',
      limitNetPrice,
      netPrice: limitNetPrice,
      fixedLeg: 'origin',
    });
    expect(priced.timeInForceStartsAt).toBeUndefined();
    // The derived leg is at the limit price, rounded down to the stablecoin's 6 decimals.
    expect(priced.destination.amount).toBeLessThanOrEqual(1500 * limitNetPrice + 1e-9);
    // (JSON numbers: a float tolerance far below the 6-decimal unit.)
    expect(priced.destination.amount).toBeGreaterThan(1500 * limitNetPrice - 1e-6 - 1e-9);

    const created = await order(tenant, priced.id, { addressId });
    expect(created).toMatchObject({
      status: 'awaitingLimitPriceCondition',
      type: 'limit',
      limitNetPrice,
      netPrice: limitNetPrice,
      timeInForceStartsAt: created.createdAt,
      timeInForceEndsAt: priced.timeInForceEndsAt,
      expiredQuotes: [],
    });
    expect(created.settlement.payment.instructions).toBeUndefined();
    expect(created.settlement.payment.dueDate).toBeUndefined();
    expect(created.settlement.valueDate).toBeUndefined();

    const executed = await driveTo(tenant, created.id, 'awaitingPayment');
    expect(executed.quoteId).not.toBe(priced.id);
    expect(executed.expiredQuotes).toEqual([priced.id]);
    expect(executed.netPrice).toBeGreaterThanOrEqual(limitNetPrice);
    expect(executed.origin.amount).toBe(1500);
    expect(executed.destination.amount).toBeGreaterThanOrEqual(priced.destination.amount);
    expect(executed.settlement.payment.instructions?.CLABE).toMatch(/^\d{18}$/);
    expect(executed.settlement.payment.dueDate).toBeDefined();
    expect(executed.settlement.valueDate).toBeDefined();
    const repriced = await tenant.call<{ orderId: string | null; expiresAt: string }>({
      method: 'GET',
      path: `/api/quotes/${executed.quoteId}`,
    });
    expect(repriced.body.orderId).toBe(created.id);

    // The executed price holds for a payment within the quote's lifetime: no second re-quote.
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
    const paid = await readOrder(tenant, created.id);
    expect(paid.status).toBe('paid');
    expect(paid.expiredQuotes).toEqual([priced.id]);
    expect(paid.destination.amount).toBe(executed.destination.amount);
    await driveTo(tenant, created.id, 'complete');
  });

  it('a fixed destination is kept: the origin is derived at the limit and the payout is at least it', async () => {
    const bankAccountId = await mexicanAccount(tenant);
    const sellUsdc: QuoteTerms = {
      country: 'MX',
      origin: { asset: 'USDC', network: 'polygon' },
      destination: { asset: 'MXN', amount: 2000 },
    };
    const limitNetPrice = await limitAt(sellUsdc, 0.95);
    const priced = await limitQuote(sellUsdc, limitNetPrice, { endIn: 30 * minute });
    expect(priced).toMatchObject({ fixedLeg: 'destination', netPrice: limitNetPrice });
    expect(priced.destination.amount).toBe(2000);
    // The origin is rounded up: it buys at least the destination at the limit, one unit less would not.
    expect(priced.origin.amount * limitNetPrice).toBeGreaterThanOrEqual(2000 - 1e-9);
    expect((priced.origin.amount - 1e-6) * limitNetPrice).toBeLessThan(2000 + 1e-9);

    const created = await order(tenant, priced.id, { bankAccountId });
    expect(created.status).toBe('awaitingLimitPriceCondition');
    const executed = await driveTo(tenant, created.id, 'awaitingPayment');
    expect(executed.origin.amount).toBe(priced.origin.amount);
    expect(executed.destination.amount).toBeGreaterThanOrEqual(2000);
    expect(executed.settlement.payment.instructions?.blockchainAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });
});

// Sandbox only: the sandbox clock passes the window's end.
sandboxOnly.describe('a limit the service price does not meet', () => {
  it('keeps waiting, then ends in timeInForceEnded with its window', async () => {
    const addressId = await payoutAddress(tenant);
    const priced = await limitQuote(buyUsdc, await limitAt(buyUsdc, 1.2), { endIn: 30 * minute });
    const created = await order(tenant, priced.id, { addressId });
    await advanceAndRunJobs(tenant, minute);
    await advanceAndRunJobs(tenant, minute);
    const waiting = await readOrder(tenant, created.id);
    expect(waiting.status).toBe('awaitingLimitPriceCondition');
    expect(waiting.quoteId).toBe(priced.id);

    await advanceAndRunJobs(tenant, 30 * minute);
    const ended = await readOrder(tenant, created.id);
    expect(ended.status).toBe('timeInForceEnded');
    expect(ended.settlement.payment.status).toBe('expired');
    expect(ended.expiredQuotes).toEqual([]);
    expectError(
      await tenant.call({ method: 'POST', path: `/api/orders/${created.id}/cancel` }),
      'orderNotCancellable',
    );
  });
});

describe('the time-in-force window', () => {
  // Sandbox only: the sandbox clock passes the window's start.
  sandboxOnly.it(
    'an order booked before its window waits in awaitingTimeInForceToStart until timeInForceStartsAt',
    async () => {
      const addressId = await payoutAddress(tenant);
      const limit = await limitAt(buyUsdc, 1.2);
      const priced = await limitQuote(buyUsdc, limit, { startIn: 10 * minute, endIn: 40 * minute });
      const created = await order(tenant, priced.id, { addressId });
      expect(created.status).toBe('awaitingTimeInForceToStart');
      expect(created.timeInForceStartsAt).toBe(priced.timeInForceStartsAt);

      await advanceAndRunJobs(tenant, 5 * minute);
      expect((await readOrder(tenant, created.id)).status).toBe('awaitingTimeInForceToStart');
      await advanceAndRunJobs(tenant, 5 * minute + 1);
      expect((await readOrder(tenant, created.id)).status).toBe('awaitingLimitPriceCondition');
    },
  );

  it('cancels a limit order while it waits, before or inside its window', async () => {
    const addressId = await payoutAddress(tenant);
    const limit = await limitAt(buyUsdc, 1.2);
    const before = await order(
      tenant,
      (await limitQuote(buyUsdc, limit, { startIn: 10 * minute, endIn: 40 * minute })).id,
      { addressId },
    );
    const inside = await order(tenant, (await limitQuote(buyUsdc, limit, { endIn: 40 * minute })).id, {
      addressId,
    });
    expect([before.status, inside.status]).toEqual([
      'awaitingTimeInForceToStart',
      'awaitingLimitPriceCondition',
    ]);
    for (const created of [before, inside]) {
      const cancelled = await tenant.call<{ status: string }>({
        method: 'POST',
        path: `/api/orders/${created.id}/cancel`,
      });
      expect(cancelled.body.status).toBe('cancelled');
    }
  });

  // Sandbox only: the sandbox clock passes the window's start.
  sandboxOnly.it('a cancelled limit order stays cancelled once its window starts', async () => {
    const addressId = await payoutAddress(tenant);
    const limit = await limitAt(buyUsdc, 1.2);
    const before = await order(
      tenant,
      (await limitQuote(buyUsdc, limit, { startIn: 10 * minute, endIn: 40 * minute })).id,
      { addressId },
    );
    await tenant.call({ method: 'POST', path: `/api/orders/${before.id}/cancel` });
    await advanceAndRunJobs(tenant, 11 * minute);
    expect((await readOrder(tenant, before.id)).status).toBe('cancelled');
  });
});

describe('limit quote terms', () => {
  it('needs limitNetPrice and an end within 30 days; market quotes take neither', async () => {
    const now = await serviceNow(tenant);
    const body = (extra: Record<string, unknown>) => ({ userId: tenant.userId, ...buyUsdc, ...extra });
    const ask = (extra: Record<string, unknown>) =>
      tenant.call({ method: 'POST', path: '/api/quotes', body: body(extra) });
    const endsAt = new Date(now + 3600_000).toISOString();
    expectInvalid(await ask({ type: 'limit', timeInForceEndsAt: endsAt }), 'body.limitNetPrice');
    expectInvalid(await ask({ type: 'limit', limitNetPrice: 0.05 }), 'body.timeInForceEndsAt');
    expectInvalid(
      await ask({
        type: 'limit',
        limitNetPrice: 0.05,
        timeInForceEndsAt: new Date(now + 31 * 86_400_000).toISOString(),
      }),
      'body.timeInForceEndsAt',
    );
    expectInvalid(await ask({ limitNetPrice: 0.05 }), 'body.limitNetPrice');
  });
});
