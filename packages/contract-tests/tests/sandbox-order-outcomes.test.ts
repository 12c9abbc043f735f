import { orderStateMachine } from '@cambio/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type CallResult, errorsOf } from '../src/harness/api.ts';
import { expectError } from '../src/harness/assertions.ts';
import {
  awaitingFiatOrder,
  mexicanAccount,
  type Order,
  order,
  payoutAddress,
  quote,
  readOrder,
  statusChanges,
} from '../src/harness/money.ts';
import { receiverUnreachable } from '../src/harness/receiver-address.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';
import { deliveryCalls, verified, type WebhookEvent } from '../src/harness/webhook-deliveries.ts';
import { awaitDeliveries, type Delivery, startReceiver } from '../src/harness/webhook-receiver.ts';

// POST /api/sandbox/orders/{id}/outcome: each outcome's order (status, legs, amounts, expiredQuotes), its steps'
// events (each a row of the document's machine), the 409 naming the path, 404s, its absence in production (13).
const target = await resolveTarget();
const tenant = await newTenant(target);
type Status = Order['status'];

function drive(id: string, outcome: string, as = tenant): Promise<CallResult<Order>> {
  return as.call<Order>({
    method: 'POST',
    path: `/api/sandbox/orders/${id}/outcome`,
    headers: { 'Idempotency-Key': `outcome-${id}-${outcome}` },
    body: { outcome },
  });
}

/** Drives the order to `outcome`: 200 with the order as GET /api/orders/{id} answers it. */
async function driven(id: string, outcome: Status): Promise<Order> {
  const answered = await drive(id, outcome);
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  expect(answered.body.status).toBe(outcome);
  expect(answered.body).toEqual(await readOrder(tenant, id));
  return answered.body;
}

/**
 * The order's status changes (its order.statusChanged events): each is a row of its flow's machine, or a
 * deposit seen and settled in one change (two rows through `processing`, one event as the document says).
 */
async function changesAlongTheMachine(created: Order): Promise<string[]> {
  const rows = [
    ...orderStateMachine[created.flow],
    ...orderStateMachine.cancel.allowedFrom.map((from) => [from, 'cancelled']),
  ].map(([from, to]) => `${from}→${to}`);
  const isRow = (from: string, to: string) =>
    rows.includes(`${from}→${to}`) ||
    (rows.includes(`${from}→processing`) && rows.includes(`processing→${to}`));
  const changes = await statusChanges(tenant, created.id);
  for (const { from, to } of changes) expect(isRow(from, to), `${from}→${to}`).toBe(true);
  return [changes[0]?.from ?? '', ...changes.map((change) => change.to)];
}

async function cryptoToFiatOrder(amount: number): Promise<Order> {
  const bankAccountId = await mexicanAccount(tenant);
  const priced = await quote(tenant, {
    country: 'MX',
    origin: { asset: 'USDC', network: 'polygon', amount },
    destination: { asset: 'MXN' },
  });
  return order(tenant, priced.id, { bankAccountId });
}

async function cryptoToCryptoOrder(amount: number): Promise<Order> {
  const addressId = await payoutAddress(tenant);
  const priced = await quote(tenant, {
    country: 'MX',
    origin: { asset: 'USDC', network: 'polygon', amount },
    destination: { asset: 'USDT', network: 'polygon' },
  });
  return order(tenant, priced.id, { addressId });
}

sandboxOnly.describe('every order outcome on demand', () => {
  it('refundComplete (fiatToCrypto): the payment from another account goes back whole, no fees', async () => {
    const created = await awaitingFiatOrder(tenant, 1200);
    const refunded = await driven(created.id, 'refundComplete');
    const { payment, payout } = refunded.settlement;
    expect(payment).toMatchObject({ status: 'refunded', amountSettled: 1200 });
    expect(payment.transactions).toHaveLength(2);
    expect(payment.transactions[1]).toMatchObject({ refund: true, amount: 1200 });
    expect(payment.transactions[0]?.refund).toBeUndefined();
    expect(payout).toMatchObject({ status: 'cancelled', amountSettled: 0, transactions: [] });
    expect(refunded.expiredQuotes).toEqual([]);
    expect(refunded.quoteId).toBe(created.quoteId);
    expect(await changesAlongTheMachine(created)).toEqual([
      'awaitingPayment',
      'paymentOriginMismatch',
      'refundInitiated',
      'refundComplete',
    ]);
  });

  it('paymentOriginMismatch, then refundFailed (cryptoToFiat): the deposit is seen and held, the refund rejected', async () => {
    const created = await cryptoToFiatOrder(150);
    const held = await driven(created.id, 'paymentOriginMismatch');
    expect(held.settlement.payment).toMatchObject({ status: 'fundsReceived', amountSettled: 150 });
    expect(held.settlement.payment.transactions).toHaveLength(1);
    expect(held.settlement.payout.status).toBe('cancelled');
    const failed = await driven(created.id, 'refundFailed');
    expect(failed.settlement.payment).toMatchObject({ status: 'failed', amountSettled: 150 });
    expect(failed.settlement.payment.transactions[1]).toMatchObject({ refund: true, amount: 150 });
    expect(failed.settlement.payment.transactions[1]?.blockchainTxId).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await changesAlongTheMachine(created)).toEqual([
      'awaitingPayment',
      'paymentOriginMismatch',
      'refundInitiated',
      'refundFailed',
    ]);
  });

  it('addressCheckFailed (cryptoToCrypto): funded, the address fails before the payout; refundInitiated follows', async () => {
    const created = await cryptoToCryptoOrder(160);
    const failed = await driven(created.id, 'addressCheckFailed');
    expect(failed.settlement.payment).toMatchObject({ status: 'fundsReceived', amountSettled: 160 });
    expect(failed.settlement.payout).toMatchObject({ status: 'cancelled', transactions: [] });
    const refunding = await driven(created.id, 'refundInitiated');
    expect(refunding.settlement.payment.status).toBe('processing');
    expect(refunding.settlement.payment.transactions[1]).toMatchObject({ refund: true, amount: 160 });
    expect(await changesAlongTheMachine(created)).toEqual([
      'awaitingPayment',
      'depositConfirmed',
      'sourcingLiquidity',
      'liquiditySourced',
      'addressCheckFailed',
      'refundInitiated',
    ]);
  });

  it('complete: paid, then the payout sent and confirmed by the order’s own steps', async () => {
    const created = await awaitingFiatOrder(tenant, 1300);
    const done = await driven(created.id, 'complete');
    expect(done.settlement.payment).toMatchObject({ status: 'fundsReceived', amountSettled: 1300 });
    expect(done.settlement.payout).toMatchObject({
      status: 'complete',
      amountSettled: created.settlement.payout.amount,
    });
    expect(done.settlement.payout.transactions).toHaveLength(1);
    expect(done.expiredQuotes).toEqual([]);
    expect(await changesAlongTheMachine(created)).toEqual([
      'awaitingPayment',
      'paid',
      'sourcingLiquidity',
      'liquiditySourced',
      'awaitingPayout',
      'awaitingAsyncPayout',
      'complete',
    ]);
  });

  it('expired: the expiry, without waiting for the due date; no money moved', async () => {
    const created = await awaitingFiatOrder(tenant, 1400);
    const ended = await driven(created.id, 'expired');
    expect(ended.settlement.payment).toMatchObject({ status: 'expired', amountSettled: 0, transactions: [] });
    expect(ended.settlement.payout.status).toBe('expired');
    expect(ended.expiredQuotes).toEqual([]);
    expect(await changesAlongTheMachine(created)).toEqual(['awaitingPayment', 'expired']);
  });

  it('incorrectAmountPaid, then filled: one unit short, and a child order for what arrived', async () => {
    const created = await awaitingFiatOrder(tenant, 1500);
    const short = await driven(created.id, 'incorrectAmountPaid');
    expect(short.settlement.payment).toMatchObject({ status: 'partiallyFunded', amountSettled: 1499 });
    const filled = await driven(created.id, 'filled');
    expect(filled.expiredQuotes).toEqual([]);
    const listed = await tenant.call<Order[]>({ method: 'GET', path: '/api/orders?limit=100' });
    const child = listed.body.find((entry) => entry.parentOrderId === created.id);
    expect(child?.origin.amount).toBe(1499);
    expect(child?.settlement.payment).toMatchObject({ status: 'fundsReceived', amountSettled: 1499 });
    expect(await changesAlongTheMachine(created)).toEqual([
      'awaitingPayment',
      'incorrectAmountPaid',
      'filled',
    ]);
  });

  it('answers 409 code 51 naming the path from a status that reaches the outcome; its own status changes nothing', async () => {
    const created = await awaitingFiatOrder(tenant, 1600);
    await driven(created.id, 'complete');
    const before = await statusChanges(tenant, created.id);
    const refused = await drive(created.id, 'refundComplete');
    expectError(refused, 'outcomeNotReachable');
    expect(errorsOf(refused)[0]?.message).toBe(
      "The outcome cannot be reached from the resource's current status: `refundComplete` is reached from " +
        '`awaitingPayment`: paymentFromOtherOrigin → `paymentOriginMismatch`, refundStarted → `refundInitiated`, ' +
        'refundSent → `refundComplete`; the order is `complete`',
    );
    const other = await drive(created.id, 'depositConfirmed');
    expectError(other, 'outcomeNotReachable');
    expect(errorsOf(other)[0]?.message).toContain('the order is `complete`');
    const same = await drive(created.id, 'complete');
    expect(same.status).toBe(200);
    expect(same.body.status).toBe('complete');
    expect(await statusChanges(tenant, created.id)).toEqual(before);
  });

  it('answers 404 code 2 for an unknown order and another broker’s', async () => {
    const created = await awaitingFiatOrder(tenant, 1700);
    const stranger = await newTenant(target);
    expectError(await drive(created.id, 'paid', stranger), 'orderNotFound');
    expectError(await drive('ord_00000000000000000000000000', 'paid'), 'orderNotFound');
    expect((await readOrder(tenant, created.id)).status).toBe('awaitingPayment');
  });
});

// A real receiver gets every step's order.statusChanged: a plain http server on 127.0.0.1, which a production
// server never sends to and a remote server reaches only at the address it is given (receiver-address.ts).
describe.skipIf(receiverUnreachable !== undefined || onProduction)('the outcome’s webhooks', () => {
  const receiver = startReceiver();
  afterAll(async () => (await receiver).close());

  it('delivers each step of the drive, signed, as the events API lists it', async () => {
    const { register } = deliveryCalls(tenant, await receiver);
    const hook = await register('orders');
    const created = await awaitingFiatOrder(tenant, 1800);
    await driven(created.id, 'refundComplete');
    // This order's deliveries: the tenant's earlier orders go on stepping by their own jobs.
    const ofOrder = (delivery: Delivery) => JSON.parse(delivery.body).data?.id === created.id;
    const received = await awaitDeliveries(tenant, await receiver, hook.url, 4, ofOrder);
    const events = await Promise.all(received.map((delivery) => verified(delivery, hook.secret)));
    const changes = events
      .filter(
        (event): event is WebhookEvent & { previousStatus: string; data: Order } =>
          event.event === 'order.statusChanged',
      )
      .map((event) => `${event.previousStatus}→${event.data.status}`);
    // Deliveries run as jobs, not necessarily in the order of their events.
    expect(changes.sort()).toEqual(
      [
        'awaitingPayment→paymentOriginMismatch',
        'paymentOriginMismatch→refundInitiated',
        'refundInitiated→refundComplete',
      ].sort(),
    );
  });
});

describe.runIf(onProduction)('in production', () => {
  it('does not exist: 404 code 13', async () => {
    expectError(await drive('ord_00000000000000000000000000', 'complete'), 'routeNotFound');
  });
});
