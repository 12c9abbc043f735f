import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { backOfficeCalls, spei } from '../src/harness/back-office.ts';
import { awaitingFiatOrder, mexicanAccount, order, quote } from '../src/harness/money.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// The operator's back office reports payout transfers sent and their outcome
// (POST /api/orders/{id}/payout/transfers, /outcome); the answers carry the reported traces exactly.
// Every target has these operations; on a sandbox the simulation also runs, so a test reports before it.
const tenant = await newTenant(await resolveTarget());
const { recordDeposit, reportTransfers, reportOutcome, reach } = await backOfficeCalls(tenant);

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
