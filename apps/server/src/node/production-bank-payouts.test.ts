import type { components } from '@cambio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBankAccount,
  backOfficeProductions,
  expectNothingMadeUp,
  type Production,
} from '../testing/production-back-office-server.ts';
import { operatorDepositAddresses } from '../testing/production-fixtures.ts';

type Schemas = components['schemas'];

// Production orders paid out to a bank account: the SPEI transfers reported on the order and its bulk payout,
// and a payout the bank rejected, which waits for the next account and a new report.
const startProduction = backOfficeProductions();

describe('a production order to a bank account goes to complete on the back office reports only', () => {
  let server: Production;
  let bankAccountId: string;

  beforeAll(async () => {
    server = await startProduction('complete-to-bank');
    bankAccountId = await addBankAccount(server);
  });
  afterAll(() => server.runtime.store.close());

  it('crypto to fiat: the deposit at its address pays it; two SPEI transfers as reported, on the order and its bulk payout', async () => {
    const booked = await server.book(
      { origin: { asset: 'USDT', network: 'tron', amount: 500 }, destination: { asset: 'MXN' } },
      { bankAccountId },
      { payoutTransferLimit: 5000 },
    );
    const depositAddress = booked.settlement.payment.instructions?.blockchainAddress;
    expect(depositAddress).toBe(operatorDepositAddresses.tron[0]);
    const chainIn = {
      blockchainTxId: 'b3e1f0c2d4a5968778695a4b3c2d1e0f9a8b7c6d5e4f30211203f4e5d6c7b8a9',
      blockchainAddress: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
    };
    const deposit = await server.ok<Schemas['Deposit']>('POST', '/api/payments/deposits', {
      depositAddress,
      amount: 500,
      transaction: chainIn,
    });
    expect(deposit).toMatchObject({ reference: null, depositAddress, asset: 'USDT', matched: true });
    expect(deposit.orderId).toBe(booked.id);

    await server.runJobs();
    const waiting = await server.ok('GET', `/api/orders/${booked.id}`);
    expect(waiting.status).toBe('awaitingPayout');
    expect(waiting.settlement.payment.transactions).toEqual([
      { amount: 500, createdAt: expect.any(String), ...chainIn },
    ]);
    const bulkPath = `/api/payouts/bank/bulk/${waiting.settlement.payout.bulkBankPayoutId}`;
    expect(await server.ok<Schemas['BulkBankPayout']>('GET', bulkPath)).toMatchObject({
      status: 'awaitingPayout',
      payoutsSent: [],
    });

    const amount = waiting.settlement.payout.amount;
    const rest = Math.round((amount - 5000) * 100) / 100;
    const speiOut = (index: number) => ({
      reference: 'ACMEPAYOUT0001',
      SPEITrackingNumber: `2026112112345ACME00000000${index}`,
    });
    const transfers = [
      { amount: 5000, ...speiOut(1) },
      { amount: rest, ...speiOut(2), CEPLink: 'https://www.banxico.org.mx/cep/?criterio=x2' },
    ];

    // Refused, nothing changed: amounts that do not add up, a transfer over the limit, a missing tracking
    // number, another rail's field; an outcome before the transfers.
    const refused = [
      { transfers: [{ amount: 5000, ...speiOut(1) }] },
      { transfers: [{ amount, ...speiOut(1) }] },
      { transfers: [{ amount: 5000, reference: 'ACMEPAYOUT0001' }, transfers[1]] },
      { transfers: [{ ...transfers[0], blockchainTxId: 'abc' }, transfers[1]] },
    ];
    const fields = [];
    for (const body of refused) {
      const answer = await server.call('POST', `/api/orders/${booked.id}/payout/transfers`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      fields.push(answer.body.errors.map((error) => error.field).join(' '));
    }
    expect(fields).toEqual([
      'body.transfers',
      'body.transfers.0.amount',
      'body.transfers.0.SPEITrackingNumber',
      'body.transfers.0.blockchainTxId',
    ]);
    const early = await server.call('POST', `/api/orders/${booked.id}/payout/outcome`, {
      outcome: 'complete',
    });
    expect(early.status).toBe(409);
    expect(early.body.errors[0]).toEqual({
      code: 48,
      message:
        'The order is not awaiting this payout report: it is awaitingPayout; an outcome is reported for an order in awaitingAsyncPayout',
    });

    const sent = await server.ok('POST', `/api/orders/${booked.id}/payout/transfers`, { transfers });
    const clabe = '012180001234567899';
    expect(sent.settlement.payout.transactions).toEqual(
      transfers.map((transfer) => ({ ...transfer, createdAt: expect.any(String), CLABE: clabe })),
    );
    const inFlight = await server.ok<Schemas['BulkBankPayout']>('GET', bulkPath);
    expect(inFlight.status).toBe('awaitingAsyncPayout');
    expect(inFlight.payoutsSent).toEqual(
      transfers.map((transfer) => ({ ...transfer, sentAt: expect.any(String) })),
    );
    const again = await server.call('POST', `/api/orders/${booked.id}/payout/transfers`, { transfers });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.code).toBe(48);

    const done = await server.ok('POST', `/api/orders/${booked.id}/payout/outcome`, { outcome: 'complete' });
    expect(done.status).toBe('complete');
    expect(await server.ok<Schemas['BulkBankPayout']>('GET', bulkPath)).toMatchObject({
      status: 'complete',
      payoutsSent: inFlight.payoutsSent,
    });
    expectNothingMadeUp(done);
    expect(await server.statusesOf(booked.id)).toEqual([
      'awaitingPayment>depositConfirmed',
      'depositConfirmed>sourcingLiquidity',
      'sourcingLiquidity>liquiditySourced',
      'liquiditySourced>awaitingPayout',
      'awaitingPayout>awaitingAsyncPayout',
      'awaitingAsyncPayout>complete',
    ]);
  });
});

describe('a payout the bank rejected, in production', () => {
  let server: Production;

  beforeAll(async () => {
    server = await startProduction('failed');
  });
  afterAll(() => server.runtime.store.close());

  it('goes back to awaitingBankPayoutDetails with its bulk payout failed, and waits for a new report after the next account', async () => {
    const account = async (CLABE: string) =>
      (
        await server.ok<{ id: string }>(
          'POST',
          '/api/bank/accounts',
          { userId: server.userId, country: 'MX', fiat: 'MXN', accountHolderName: 'Acme Treasury', CLABE },
          201,
        )
      ).id;
    const first = await account('012180001234567899');
    const booked = await server.book(
      { origin: { asset: 'USDT', network: 'ethereum', amount: 100 }, destination: { asset: 'MXN' } },
      { bankAccountId: first },
    );
    await server.ok<Schemas['Deposit']>('POST', '/api/payments/deposits', {
      depositAddress: booked.settlement.payment.instructions?.blockchainAddress,
      amount: 100,
      transaction: { blockchainTxId: '0x3333333333333333333333333333333333333333333333333333333333333333' },
    });
    await server.runJobs();
    const waiting = await server.ok('GET', `/api/orders/${booked.id}`);
    const bulkPath = `/api/payouts/bank/bulk/${waiting.settlement.payout.bulkBankPayoutId}`;
    await server.ok('POST', `/api/orders/${booked.id}/payout/transfers`, {
      transfers: [
        {
          amount: waiting.settlement.payout.amount,
          reference: 'ACMEPAYOUT0002',
          SPEITrackingNumber: '2026112112345ACME000000009',
        },
      ],
    });

    const failed = await server.ok('POST', `/api/orders/${booked.id}/payout/outcome`, { outcome: 'failed' });
    expect(failed.status).toBe('awaitingBankPayoutDetails');
    expect(failed.settlement.payout.status).toBe('failed');
    expect(failed.settlement.payout.bankAccountId).toBeUndefined();
    expect((await server.ok<Schemas['BulkBankPayout']>('GET', bulkPath)).status).toBe('failed');
    expect((await server.statusesOf(booked.id)).slice(-2)).toEqual([
      'awaitingPayout>awaitingAsyncPayout',
      'awaitingAsyncPayout>awaitingBankPayoutDetails',
    ]);

    await account('012180001234567886');
    await server.runJobs();
    const rescheduled = await server.ok('GET', `/api/orders/${booked.id}`);
    expect(rescheduled.status).toBe('awaitingPayout');
    expect(rescheduled.settlement.payout.bulkBankPayoutId).not.toBe(
      waiting.settlement.payout.bulkBankPayoutId,
    );
    // The failed transfer stays on record; nothing new is sent until the operator reports it.
    expect(rescheduled.settlement.payout.transactions).toHaveLength(1);
    expectNothingMadeUp(rescheduled);
  });
});
