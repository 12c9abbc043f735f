import type { components } from '@cambio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayoutAddress,
  backOfficeProductions,
  expectNothingMadeUp,
  type Production,
  payoutAddress,
} from '../testing/production-back-office-server.ts';

type Schemas = components['schemas'];

// Production connects no bank or chain: orders go from booking to `complete` only through what the operator's
// back office reports (money received, payout transfers sent, their outcome), and the traces in the answers
// are exactly the ones reported, never made up.
const startProduction = backOfficeProductions();

describe('a production order goes to complete on the back office reports only', () => {
  let server: Production;
  let addressId: string;

  beforeAll(async () => {
    server = await startProduction('complete');
    addressId = await addPayoutAddress(server);
  });
  afterAll(() => server.runtime.store.close());

  it('fiat to crypto: the SPEI transfer recorded pays it, the payout waits for the transfer sent and its confirmation', async () => {
    const booked = await server.book(
      { origin: { asset: 'MXN', amount: 1000 }, destination: { asset: 'USDC', network: 'polygon' } },
      { addressId },
    );
    const speiIn = {
      SPEITrackingNumber: '2026112140014BMOV0000412345678',
      CEPLink: 'https://www.banxico.org.mx/cep/?criterio=2026112140014BMOV0000412345678',
      accountHolderName: 'Ana García Pérez',
      CLABE: '014180655001234566',
    };
    const reference = booked.settlement.payment.instructions?.reference;
    const deposit = await server.ok<Schemas['Deposit']>('POST', '/api/payments/deposits', {
      reference,
      amount: 1000,
      transaction: speiIn,
    });
    expect(deposit).toMatchObject({
      reference,
      amount: 1000,
      asset: 'MXN',
      matched: true,
      orderId: booked.id,
    });

    await server.runJobs();
    const waiting = await server.ok('GET', `/api/orders/${booked.id}`);
    expect(waiting.status).toBe('awaitingPayout');
    expect(waiting.settlement.payout.transactions).toEqual([]);
    expect(waiting.settlement.payment.transactions).toEqual([
      { amount: 1000, createdAt: expect.any(String), reference, ...speiIn },
    ]);

    const payoutAmount = waiting.settlement.payout.amount;
    const txId = '0x9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9';
    const sent = await server.ok('POST', `/api/orders/${booked.id}/payout/transfers`, {
      transfers: [{ amount: payoutAmount, blockchainTxId: txId }],
    });
    expect(sent.status).toBe('awaitingAsyncPayout');
    expect(sent.settlement.payout.status).toBe('sent');
    expect(sent.settlement.payout.transactions).toEqual([
      {
        amount: payoutAmount,
        createdAt: expect.any(String),
        blockchainTxId: txId,
        blockchainAddress: payoutAddress,
      },
    ]);
    await server.runJobs();
    expect((await server.ok('GET', `/api/orders/${booked.id}`)).status).toBe('awaitingAsyncPayout');

    const done = await server.ok('POST', `/api/orders/${booked.id}/payout/outcome`, { outcome: 'complete' });
    expect(done.status).toBe('complete');
    expect(done.settlement.payout).toMatchObject({ status: 'complete', amountSettled: payoutAmount });
    expect(done.settlement.payout.transactions).toEqual(sent.settlement.payout.transactions);
    expectNothingMadeUp(done);
    expect(await server.statusesOf(booked.id)).toEqual([
      'awaitingPayment>paid',
      'paid>sourcingLiquidity',
      'sourcingLiquidity>liquiditySourced',
      'liquiditySourced>awaitingPayout',
      'awaitingPayout>awaitingAsyncPayout',
      'awaitingAsyncPayout>complete',
    ]);
    // The user's volume counts the completed order.
    const user = await server.ok<Schemas['User']>('GET', `/api/users/${server.userId}`);
    expect(user.accumulatedVolumeInUSD.MX.buy).toBeGreaterThan(0);
  });

  it('crypto to crypto: paid at its deposit address, paid out on chain; a blockchain payout cannot be reported failed', async () => {
    const booked = await server.book(
      {
        origin: { asset: 'USDT', network: 'ethereum', amount: 250 },
        destination: { asset: 'USDC', network: 'polygon' },
      },
      { addressId },
    );
    const chainIn = { blockchainTxId: '0x1111111111111111111111111111111111111111111111111111111111111111' };
    await server.ok<Schemas['Deposit']>('POST', '/api/payments/deposits', {
      depositAddress: booked.settlement.payment.instructions?.blockchainAddress,
      amount: 250,
      transaction: chainIn,
    });
    await server.runJobs();
    const waiting = await server.ok('GET', `/api/orders/${booked.id}`);
    expect(waiting.status).toBe('awaitingPayout');
    const chainOut = { blockchainTxId: '0x2222222222222222222222222222222222222222222222222222222222222222' };
    await server.ok('POST', `/api/orders/${booked.id}/payout/transfers`, {
      transfers: [{ amount: waiting.settlement.payout.amount, ...chainOut }],
    });
    const failed = await server.call('POST', `/api/orders/${booked.id}/payout/outcome`, {
      outcome: 'failed',
    });
    expect(failed.status).toBe(409);
    expect(failed.body.errors[0]?.code).toBe(48);

    const done = await server.ok('POST', `/api/orders/${booked.id}/payout/outcome`, { outcome: 'complete' });
    expect(done.status).toBe('complete');
    expect(done.settlement.payment.transactions).toEqual([
      { amount: 250, createdAt: expect.any(String), ...chainIn },
    ]);
    expect(done.settlement.payout.transactions).toEqual([
      {
        amount: waiting.settlement.payout.amount,
        createdAt: expect.any(String),
        ...chainOut,
        blockchainAddress: payoutAddress,
      },
    ]);
    expectNothingMadeUp(done);
  });

  it('an MXN payment needs no announcement: the bank check answers 422 code 32; a deposit matching nothing is recorded unmatched', async () => {
    const booked = await server.book(
      { origin: { asset: 'MXN', amount: 300 }, destination: { asset: 'USDC', network: 'polygon' } },
      { addressId },
    );
    const check = await server.call('POST', '/api/payments/bank/check', { orderId: booked.id });
    expect(check.status).toBe(422);
    expect(check.body.errors[0]?.code).toBe(32);
    const unknown = await server.ok<Schemas['Deposit']>('POST', '/api/payments/deposits', {
      reference: 'CMBNOTAREFERENCE',
      amount: 300,
      asset: 'MXN',
      transaction: { SPEITrackingNumber: '2026112140014BMOV0000499999999' },
    });
    expect(unknown).toMatchObject({ matched: false, orderId: null, bulkBankPaymentId: null });
    expect((await server.ok('GET', `/api/orders/${booked.id}`)).status).toBe('awaitingPayment');
  });
});
