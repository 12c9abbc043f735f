import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import {
  awaitingFiatOrder,
  driveTo,
  mexicanAccount,
  order,
  payoutAddress,
  quote,
  readOrder,
} from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Each flow from quote to `complete`, driven with the sandbox clock and job runner, never by sleeping.
const tenant = await newTenant(await resolveTarget());

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
