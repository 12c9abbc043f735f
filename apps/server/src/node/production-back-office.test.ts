import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@cambio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { runDueJobs } from '../domain/jobs/job-queue.ts';
import { operatorDepositAddresses, productionSettings, startPriceFeed } from './production-fixtures.ts';
import { startInitializedProduction } from './production-test-server.ts';

// Production connects no bank or chain: orders go from booking to `complete` only through what the operator's
// back office reports (money received, payout transfers sent, their outcome), and the traces in the answers
// are exactly the ones reported, never made up.
const scratch = mkdtempSync(join(tmpdir(), 'cambio-back-office-'));
let feed: Awaited<ReturnType<typeof startPriceFeed>>;

beforeAll(async () => {
  feed = await startPriceFeed();
});
afterAll(async () => {
  await feed.close();
  rmSync(scratch, { recursive: true, force: true });
});

type Schemas = components['schemas'];
type Order = Schemas['Order'];
type Json = Record<string, unknown>;
type ErrorBody = Schemas['ErrorBody'];

/** A production server after the operator's `keys init`, its steps due at once, and what a test calls. */
async function startProduction(name: string) {
  const env = {
    CAMBIO_MODE: 'production',
    CAMBIO_DATA_DIR: join(scratch, name),
    CAMBIO_STEP_SECONDS: '0',
    ...productionSettings(feed.url),
  };
  const { runtime, call } = await startInitializedProduction<ErrorBody>(env);
  const ok = async <T = Order>(method: string, path: string, body?: unknown, status = 200) => {
    const answer = await call(method, path, body);
    expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(status);
    return answer.body as unknown as T;
  };
  const users = await ok<Array<{ id: string }>>('GET', '/api/users');
  const userId = users[0]?.id ?? '';
  /** Runs every step that came due (all at once: CAMBIO_STEP_SECONDS=0) until none is left. */
  const runJobs = async () => {
    while ((await runDueJobs(runtime.deps, jobHandlers)).ran > 0) {}
  };
  const book = async (quote: Json, payout: Json, extra: Json = {}) => {
    const priced = await ok<{ id: string }>('POST', '/api/quotes', { userId, country: 'MX', ...quote }, 201);
    return ok('POST', '/api/orders', { quoteId: priced.id, settlement: { payout }, ...extra }, 201);
  };
  const statusesOf = async (orderId: string) => {
    type Event = { previousStatus?: string; data: { id: string; status: string } };
    const events = await ok<Event[]>('GET', '/api/events?event=order.statusChanged&limit=100');
    return events
      .filter((event) => event.data.id === orderId)
      .reverse()
      .map((event) => `${event.previousStatus}>${event.data.status}`);
  };
  return { runtime, call, ok, userId, runJobs, book, statusesOf };
}

type Production = Awaited<ReturnType<typeof startProduction>>;

/** What a production answer must never carry: the sandbox's made-up traces and names. */
function expectNothingMadeUp(body: unknown) {
  expect(JSON.stringify(body)).not.toMatch(/Sandbox|CAMBIO20|CAMBIOD20|CMB\d{6}/);
}

describe('a production order goes to complete on the back office reports only', () => {
  let server: Production;
  let addressId: string;
  let bankAccountId: string;
  const payoutAddress = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

  beforeAll(async () => {
    server = await startProduction('complete');
    addressId = (
      await server.ok<{ id: string }>(
        'POST',
        '/api/addresses',
        { userId: server.userId, network: 'polygon', address: payoutAddress },
        201,
      )
    ).id;
    bankAccountId = (
      await server.ok<{ id: string }>(
        'POST',
        '/api/bank/accounts',
        {
          userId: server.userId,
          country: 'MX',
          fiat: 'MXN',
          accountHolderName: 'Acme Treasury',
          CLABE: '012180001234567899',
        },
        201,
      )
    ).id;
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
