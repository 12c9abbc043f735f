import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { validClabe } from '../src/harness/fixtures.ts';
import {
  awaitingFiatOrder,
  mexicanAccount,
  type Order,
  order,
  payoutAddress,
  quote,
  readOrder,
} from '../src/harness/money.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// The operator's back office reports what really happened (how production pays orders and pays them out):
// money received (POST /api/payments/deposits), payout transfers sent and their outcome
// (POST /api/orders/{id}/payout/transfers, /outcome). The answers carry the reported traces exactly.
// Every target has these operations; on a sandbox the simulation also runs, so a test reports before it.
const tenant = await newTenant(await resolveTarget());
// A sandbox has its clock (404 code 13 in production): it moves the steps; a production server runs them itself.
const sandbox =
  (await tenant.call({ method: 'GET', path: '/api/sandbox/clock', key: tenant.readKey })).status === 200;

type Deposit = {
  depositId: string;
  reference: string | null;
  depositAddress: string | null;
  amount: number;
  asset: string | null;
  matched: boolean;
  orderId: string | null;
  bulkBankPaymentId: string | null;
};

const recordDeposit = (body: unknown, options: { key?: string; headers?: Record<string, string> } = {}) =>
  tenant.call<Deposit>({ method: 'POST', path: '/api/payments/deposits', body, ...options });
const reportTransfers = (id: string, body: unknown, key?: string) =>
  tenant.call<Order>({
    method: 'POST',
    path: `/api/orders/${id}/payout/transfers`,
    body,
    ...(key ? { key } : {}),
  });
const reportOutcome = (id: string, outcome: string, key?: string) =>
  tenant.call<Order>({
    method: 'POST',
    path: `/api/orders/${id}/payout/outcome`,
    body: { outcome },
    ...(key ? { key } : {}),
  });

/**
 * Waits for the order to reach `status`: on a sandbox by moving its clock a second at a time (one step at
 * most, the steps being 2 s apart), so that the order is caught before the simulation goes on; on a
 * production server by reading it while its job runner works.
 */
async function reach(id: string, status: Order['status']): Promise<Order> {
  let current = await readOrder(tenant, id);
  for (let round = 0; round < 60 && current.status !== status; round++) {
    if (sandbox)
      await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 1 } });
    else await new Promise((resolve) => setTimeout(resolve, 250));
    current = await readOrder(tenant, id);
  }
  expect(current.status).toBe(status);
  return current;
}

const spei = (tracking: string) => ({
  SPEITrackingNumber: tracking,
  CEPLink: `https://www.banxico.org.mx/cep/?criterio=${tracking}`,
  accountHolderName: 'Comercializadora del Norte SA de CV',
});

describe('POST /api/payments/deposits', () => {
  it("pays an order by its reference, its payment's transaction the trace given (200)", async () => {
    const booked = await awaitingFiatOrder(tenant, 1200);
    const reference = booked.settlement.payment.instructions?.reference ?? '';
    const trace = spei('2026112140014BMOV0000412345001');
    const recorded = await recordDeposit({ reference, amount: 1200, transaction: trace });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toEqual({
      depositId: expect.stringMatching(/^dep_/),
      reference,
      depositAddress: null,
      amount: 1200,
      asset: 'MXN',
      matched: true,
      orderId: booked.id,
      bulkBankPaymentId: null,
    });
    const paid = await readOrder(tenant, booked.id);
    expect(paid.status).not.toBe('awaitingPayment');
    expect(paid.settlement.payment).toMatchObject({ status: 'fundsReceived', amountSettled: 1200 });
    expect(paid.settlement.payment.transactions).toEqual([
      { amount: 1200, createdAt: expect.any(String), reference, ...trace },
    ]);

    // The order no longer awaits money: the same report again is recorded unmatched and changes nothing.
    const again = await recordDeposit({ reference, amount: 1200, transaction: trace });
    expect(again.body).toMatchObject({ matched: false, orderId: null });
    expect((await readOrder(tenant, booked.id)).settlement.payment.transactions).toHaveLength(1);
  });

  it('pays a crypto order by its deposit address with the transaction hash given (200)', async () => {
    const addressId = await payoutAddress(tenant);
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDT', network: 'ethereum', amount: 300 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const booked = await order(tenant, priced.id, { addressId });
    const depositAddress = booked.settlement.payment.instructions?.blockchainAddress ?? '';
    const trace = {
      blockchainTxId: '0x5f1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e01',
      blockchainAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    };
    // A bank transfer's field on a crypto deposit is refused, and so is a deposit without its hash.
    expectInvalid(
      await recordDeposit({ depositAddress, amount: 300, transaction: { ...trace, CLABE: validClabe() } }),
      'body.transaction.CLABE',
    );
    expectInvalid(
      await recordDeposit({ depositAddress, amount: 300, transaction: {} }),
      'body.transaction.blockchainTxId',
    );
    const recorded = await recordDeposit({ depositAddress, amount: 300, transaction: trace });
    expect(recorded.body).toMatchObject({
      reference: null,
      depositAddress,
      asset: 'USDT',
      matched: true,
      orderId: booked.id,
    });
    const paid = await readOrder(tenant, booked.id);
    expect(paid.settlement.payment.transactions).toEqual([
      { amount: 300, createdAt: expect.any(String), ...trace },
    ]);
  });

  it('refuses a report without exactly one of reference and depositAddress, or without its tracking number (400)', async () => {
    const booked = await awaitingFiatOrder(tenant, 500);
    const reference = booked.settlement.payment.instructions?.reference ?? '';
    const trace = spei('2026112140014BMOV0000412345002');
    expectInvalid(await recordDeposit({ amount: 500, transaction: trace }), 'body');
    expectInvalid(
      await recordDeposit({ reference, depositAddress: '0x0', amount: 500, transaction: trace }),
      'body',
    );
    expectInvalid(
      await recordDeposit({ reference, amount: 500, transaction: { accountHolderName: 'A' } }),
      'body.transaction.SPEITrackingNumber',
    );
    expectInvalid(await recordDeposit({ reference, amount: 500.001, transaction: trace }), 'body.amount');
    expect((await readOrder(tenant, booked.id)).status).toBe('awaitingPayment');
  });

  it('needs a createAndModify key (403) and applies an Idempotency-Key once (422 for another body)', async () => {
    const booked = await awaitingFiatOrder(tenant, 600);
    const reference = booked.settlement.payment.instructions?.reference ?? '';
    const body = { reference, amount: 600, transaction: spei('2026112140014BMOV0000412345003') };
    expectError(await recordDeposit(body, { key: tenant.readKey }), 'forbidden');
    const headers = { 'Idempotency-Key': `deposit-${booked.id}` };
    const first = await recordDeposit(body, { headers });
    const replay = await recordDeposit(body, { headers });
    expect(replay.body).toEqual(first.body);
    expect(first.body.matched).toBe(true);
    expectError(await recordDeposit({ ...body, amount: 601 }, { headers }), 'idempotencyKeyReused');
  });
});

describe('payout reports', () => {
  it('take a paid order from awaitingPayout to complete with the transfer reported (200)', async () => {
    const booked = await awaitingFiatOrder(tenant, 1000);
    const reference = booked.settlement.payment.instructions?.reference ?? '';
    await recordDeposit({ reference, amount: 1000, transaction: spei('2026112140014BMOV0000412345004') });
    const waiting = await reach(booked.id, 'awaitingPayout');
    expect(waiting.settlement.payout.transactions).toEqual([]);

    const amount = waiting.settlement.payout.amount;
    const blockchainTxId = '0x7e1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e02';
    const sent = await reportTransfers(booked.id, { transfers: [{ amount, blockchainTxId }] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe('awaitingAsyncPayout');
    expect(sent.body.settlement.payout.status).toBe('sent');
    expect(sent.body.settlement.payout.transactions).toEqual([
      { amount, createdAt: expect.any(String), blockchainTxId, blockchainAddress: expect.any(String) },
    ]);

    const done = await reportOutcome(booked.id, 'complete');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe('complete');
    expect(done.body.settlement.payout).toMatchObject({ status: 'complete', amountSettled: amount });
    expect(done.body.settlement.payout.transactions).toEqual(sent.body.settlement.payout.transactions);
    // Reported twice: the order no longer awaits it (409 code 48).
    expectError(await reportOutcome(booked.id, 'complete'), 'payoutNotAllowed');
    expectError(
      await reportTransfers(booked.id, { transfers: [{ amount, blockchainTxId }] }),
      'payoutNotAllowed',
    );
  });

  it('a rejected bank payout: the order back to awaitingBankPayoutDetails, its bulk payout failed (200)', async () => {
    const bankAccountId = await mexicanAccount(tenant);
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDT', network: 'ethereum', amount: 200 },
      destination: { asset: 'MXN' },
    });
    const booked = await order(tenant, priced.id, { bankAccountId });
    await recordDeposit({
      depositAddress: booked.settlement.payment.instructions?.blockchainAddress,
      amount: 200,
      transaction: { blockchainTxId: '0x8e1c2b9e8d7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e03' },
    });
    const waiting = await reach(booked.id, 'awaitingPayout');
    const amount = waiting.settlement.payout.amount;
    // A bank payout needs its reference and SPEI tracking number, and amounts adding up to the payout.
    expectInvalid(
      await reportTransfers(booked.id, { transfers: [{ amount, reference: 'ACMEPAYOUT0003' }] }),
      'body.transfers.0.SPEITrackingNumber',
    );
    const transfer = { reference: 'ACMEPAYOUT0003', SPEITrackingNumber: '2026112112345ACME000000031' };
    expectInvalid(
      await reportTransfers(booked.id, { transfers: [{ amount: amount + 1, ...transfer }] }),
      'body.transfers',
    );
    // An outcome before the transfers are reported: 409 code 48.
    expectError(await reportOutcome(booked.id, 'failed'), 'payoutNotAllowed');
    const sent = await reportTransfers(booked.id, { transfers: [{ amount, ...transfer }] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const failed = await reportOutcome(booked.id, 'failed');
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.status).toBe('awaitingBankPayoutDetails');
    expect(failed.body.settlement.payout.status).toBe('failed');
    expect(failed.body.settlement.payout.bankAccountId).toBeUndefined();
    const bulk = await tenant.call<{ status: string; payoutsSent: unknown[] }>({
      method: 'GET',
      path: `/api/payouts/bank/bulk/${failed.body.settlement.payout.bulkBankPayoutId}`,
    });
    expect(bulk.body.status).toBe('failed');
    expect(bulk.body.payoutsSent).toEqual([{ amount, ...transfer, sentAt: expect.any(String) }]);
  });

  it('refuse an unknown order (404), a read key (403), an empty report (400) and an order awaiting payment (409)', async () => {
    const booked = await awaitingFiatOrder(tenant, 700);
    expectError(
      await reportTransfers('ord_unknown', { transfers: [{ amount: 1, blockchainTxId: '0x1' }] }),
      'orderNotFound',
    );
    expectError(await reportOutcome('ord_unknown', 'complete'), 'orderNotFound');
    expectError(
      await reportTransfers(booked.id, { transfers: [{ amount: 1, blockchainTxId: '0x1' }] }, tenant.readKey),
      'forbidden',
    );
    expectError(await reportOutcome(booked.id, 'complete', tenant.readKey), 'forbidden');
    expectInvalid(await reportTransfers(booked.id, { transfers: [] }), 'body.transfers');
    expectInvalid(await reportOutcome(booked.id, 'done'), 'body.outcome');
    expectError(
      await reportTransfers(booked.id, { transfers: [{ amount: 1, blockchainTxId: '0x1' }] }),
      'payoutNotAllowed',
    );
    expectError(await reportOutcome(booked.id, 'complete'), 'payoutNotAllowed');
  });
});
