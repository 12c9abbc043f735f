import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import {
  awaitingFiatOrder,
  driveTo,
  mexicanAccount,
  type Order,
  order,
  payoutAddress,
  quote,
  readOrder,
} from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Each flow from quote to `complete`, driven with the sandbox clock and job runner, never by sleeping.
const target = await resolveTarget();
const tenant = await newTenant(target);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('fiatToCrypto: MXN to USDC on polygon', () => {
  // Sandbox only: the bank check pays the order and the sandbox clock drives it to complete.
  sandboxOnly.it('goes from quote to complete, paying the payout on chain', async () => {
    const created = await awaitingFiatOrder(tenant, 2500);
    expect(created.status).toBe('awaitingPayment');
    expect(created.flow).toBe('fiatToCrypto');
    const instructions = created.settlement.payment.instructions;
    expect(instructions).toMatchObject({ bankName: expect.any(String), RFC: expect.any(String) });
    expect(instructions?.CLABE).toMatch(/^\d{18}$/);
    expect(instructions?.reference).toMatch(/^CMB[A-Z0-9]{10}$/);
    expect(Date.parse(created.settlement.payment.dueDate ?? '')).toBeGreaterThan(
      Date.parse(created.createdAt),
    );

    const checked = await tenant.call({
      method: 'POST',
      path: '/api/payments/bank/check',
      body: { orderId: created.id },
    });
    expect([checked.status, checked.body]).toEqual([200, 'OK']);
    const paid = await readOrder(tenant, created.id);
    expect(paid.status).toBe('paid');
    expect(paid.settlement.payment).toMatchObject({ status: 'fundsReceived', amountSettled: 2500 });
    expect(paid.paymentReceivedAt).toBeDefined();

    const done = await driveTo(tenant, created.id, 'complete');
    expect(done.settlement.payout.status).toBe('complete');
    expect(done.settlement.payout.amountSettled).toBe(done.destination.amount);
    expect(done.settlement.payout.transactions[0]?.blockchainTxId).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it.runIf(onProduction)(
    'in production a USD bank payment is announced and waits for the operator; an MXN one needs no announcement',
    async () => {
      const addressId = await payoutAddress(tenant);
      const priced = await quote(tenant, {
        country: 'MX',
        origin: { asset: 'USD', amount: 300 },
        destination: { asset: 'USDC', network: 'polygon' },
      });
      const created = await order(tenant, priced.id, { addressId });
      const check = (orderId: string) =>
        tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId } });
      const checked = await check(created.id);
      expect([checked.status, checked.body]).toEqual([200, 'OK']);
      expect((await readOrder(tenant, created.id)).status).toBe('awaitingAsyncPayment');
      expectError(await check((await awaitingFiatOrder(tenant, 500)).id), 'productionOnlyRule');
    },
  );

  it('reconciles the payment leg: fiat fees and taxes plus the converted amount make the origin', async () => {
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 1234.56 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    expect(priced.fixedLeg).toBe('origin');
    expect(priced.netPrice).toBeLessThanOrEqual(priced.marketPrice);
    for (const fee of priced.pricingDetails.fees) expect(fee.amount).toBeGreaterThanOrEqual(0);
    expect(priced.destination.amount).toBeGreaterThan(0);
    expect(Number.isInteger(Math.round(priced.destination.amount * 1e6))).toBe(true);
  });
});

describe('cryptoToFiat: USDC to MXN, paid out to a bank account', () => {
  // Sandbox only: the bank check pays the order and the sandbox clock drives it to complete.
  sandboxOnly.it(
    'completes through a bulk bank payout whose transfers respect payoutTransferLimit',
    async () => {
      const bankAccountId = await mexicanAccount(tenant);
      const priced = await quote(tenant, {
        country: 'MX',
        origin: { asset: 'USDC', network: 'polygon' },
        destination: { asset: 'MXN', amount: 25000 },
      });
      expect(priced.fixedLeg).toBe('destination');
      const created = await order(tenant, priced.id, { bankAccountId }, { payoutTransferLimit: 10000 });
      expect(created.status).toBe('awaitingPayment');
      expect(created.settlement.payment.instructions?.blockchainAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);

      const checked = await tenant.call({
        method: 'POST',
        path: '/api/payments/crypto/check',
        body: { orderId: created.id },
      });
      expect(checked.status).toBe(200);
      expect((await readOrder(tenant, created.id)).status).toBe('depositConfirmed');
      const done = await driveTo(tenant, created.id, 'complete');
      const transfers = done.settlement.payout.transactions;
      expect(transfers.map((transfer) => transfer.amount)).toEqual([10000, 10000, 5000]);
      for (const transfer of transfers) {
        expect(transfer.SPEITrackingNumber).toMatch(/^CAMBIO\d{16}$/);
        expect(transfer.CEPLink).toMatch(/^https:\/\/www\.banxico\.org\.mx\/cep\//);
      }
      const payoutId = done.settlement.payout.bulkBankPayoutId ?? '';
      const payout = await tenant.call<{
        status: string;
        payoutsSent: { amount: number }[];
        orderIds: string[];
      }>({
        method: 'GET',
        path: `/api/payouts/bank/bulk/${payoutId}`,
      });
      expect(payout.status).toBe(200);
      expect(payout.body.status).toBe('complete');
      expect(payout.body.orderIds).toContain(created.id);
      expect(sum(payout.body.payoutsSent.map((sent) => sent.amount))).toBe(25000);
    },
  );

  it('waits in awaitingBankPayoutDetails without a bank account', async () => {
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDC', network: 'polygon', amount: 100 },
      destination: { asset: 'MXN' },
    });
    const created = await order(tenant, priced.id, {});
    expect(created.status).toBe('awaitingBankPayoutDetails');
    expect(created.settlement.payment.instructions).toBeUndefined();
  });
});

describe('cryptoToCrypto: USDT on tron to USDC on stellar', () => {
  // Sandbox only: a sandbox deposit pays the order and the sandbox clock drives it to complete.
  sandboxOnly.it('completes with a memo-routed deposit and an on-chain payout', async () => {
    const addressId = await payoutAddress(tenant, 'stellar');
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDT', network: 'tron', amount: 500 },
      destination: { asset: 'USDC', network: 'stellar' },
    });
    expect(priced.flow).toBe('cryptoToCrypto');
    const created = await order(tenant, priced.id, { addressId });
    expect(created.settlement.payment.instructions?.blockchainAddress).toMatch(/^T/);
    await tenant.call({ method: 'POST', path: '/api/payments/crypto/check', body: { orderId: created.id } });
    const done = await driveTo(tenant, created.id, 'complete');
    expect(done.settlement.payout.transactions).toHaveLength(1);
  });
});

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

describe('booking rules', () => {
  it('a quote is booked once; a clientReferenceId once per user, naming the existing order', async () => {
    const addressId = await payoutAddress(tenant);
    const first = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 500 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const booked = await order(tenant, first.id, { addressId }, { clientReferenceId: 'invoice-77' });
    expectError(
      await tenant.call({
        method: 'POST',
        path: '/api/orders',
        body: { quoteId: first.id, settlement: { payout: { addressId } } },
      }),
      'quoteAlreadyBooked',
    );
    const second = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 500 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const conflict = await tenant.call({
      method: 'POST',
      path: '/api/orders',
      body: { quoteId: second.id, settlement: { payout: { addressId } }, clientReferenceId: 'invoice-77' },
    });
    expectError(conflict, 'clientReferenceIdConflict');
    expect(JSON.stringify(conflict.body)).toContain(booked.id);
    expect(
      (await tenant.call<{ bookedAt: string | null }>({ method: 'GET', path: `/api/quotes/${first.id}` }))
        .body.bookedAt,
    ).not.toBeNull();
  });

  // Sandbox only: the sandbox clock passes the quote's expiry.
  sandboxOnly.it('an expired quote cannot be booked', async () => {
    const addressId = await payoutAddress(tenant);
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 500 },
      destination: { asset: 'USDC', network: 'polygon' },
      lifetimeSeconds: 5,
    });
    await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 6 } });
    expectError(
      await tenant.call({
        method: 'POST',
        path: '/api/orders',
        body: { quoteId: priced.id, settlement: { payout: { addressId } } },
      }),
      'quoteExpired',
    );
  });

  it('cancels before money arrives', async () => {
    const open = await awaitingFiatOrder(tenant, 600);
    const cancelled = await tenant.call<{ status: string }>({
      method: 'POST',
      path: `/api/orders/${open.id}/cancel`,
    });
    expect(cancelled.body.status).toBe('cancelled');
  });

  // Sandbox only: the bank check pays the order.
  sandboxOnly.it('refuses to cancel once money arrived', async () => {
    const paid = await awaitingFiatOrder(tenant, 650);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: paid.id } });
    expectError(
      await tenant.call({ method: 'POST', path: `/api/orders/${paid.id}/cancel` }),
      'orderNotCancellable',
    );
  });
});
