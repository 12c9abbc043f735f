import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { backOfficeCalls, spei } from '../src/harness/back-office.ts';
import { validClabe } from '../src/harness/fixtures.ts';
import { awaitingFiatOrder, order, payoutAddress, quote, readOrder } from '../src/harness/money.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// The operator's back office reports money received (POST /api/payments/deposits), and the answers carry
// the reported traces exactly. Payout reports: back-office-payouts.test.ts.
// Every target has these operations; on a sandbox the simulation also runs, so a test reports before it.
const tenant = await newTenant(await resolveTarget());
const { recordDeposit } = await backOfficeCalls(tenant);

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
    expectInvalid(await recordDeposit({ amount: 500, transaction: trace }), 'body.reference');
    expectInvalid(
      await recordDeposit({ reference, depositAddress: '0x0', amount: 500, transaction: trace }),
      'body.depositAddress',
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
