import type { OperationId } from '@cambio/contract';
import { describe, expect, it } from 'vitest';
import { type CallResult, errorsOf } from '../src/harness/api.ts';
import { dereference, operationById } from '../src/harness/document.ts';
import { type Order, order, payoutAddress, quote, readOrder } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Every state change is one transaction, so concurrent requests on one order end in exactly one
// outcome. Each race runs on many fresh orders. On the Worker the requests really overlap (D1 is
// asynchronous) and losers also meet the guarded update (409 code 36); in process better-sqlite3 commits
// before the other request reads, so the server's unit test (domain/orders/concurrency.test.ts) slows its
// commits to make them overlap there too.
const target = await resolveTarget();
const tenant = await newTenant(target);
const addressId = await payoutAddress(tenant);
const rounds = 20;

/** Where a paid fiatToCrypto order can be by the time it is read: jobs may already have moved it on. */
const paidOrFurther = [
  'paid',
  'sourcingLiquidity',
  'liquiditySourced',
  'awaitingPayout',
  'awaitingAsyncPayout',
  'complete',
];

const priced = () =>
  quote(tenant, {
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  });

/** A fresh MXN to USDC order awaiting its bank payment, booked right before its race. */
const awaitingOrder = async () => order(tenant, (await priced()).id, { addressId });

/** Runs `race` on `rounds` fresh subjects at once; every round must end in exactly one outcome. */
const everyRound = (race: (round: number) => Promise<void>) =>
  Promise.all(Array.from({ length: rounds }, (_, round) => race(round)));

/**
 * Starts both requests and awaits them with Promise.all, the second `lagMs` after the first. A lag that varies
 * by round varies the overlap (both read before either writes, or one commits while the other runs), so that
 * each outcome of a race is reached, not only the one the faster request always wins.
 */
async function together<A, B>(first: () => Promise<A>, second: () => Promise<B>, lagMs: number) {
  const started = first();
  if (lagMs > 0) await new Promise((resolve) => setTimeout(resolve, lagMs));
  return Promise.all([started, second()]);
}

/** Rounds 0 and 1 start together, 2 and 3 two milliseconds apart, and so on up to 10 ms. */
const lagOf = (round: number) => [0, 2, 4, 7, 10][Math.floor(round / 2) % 5] ?? 0;

const cancel = (id: string) => tenant.call<Order>({ method: 'POST', path: `/api/orders/${id}/cancel` });
const confirm = (id: string) =>
  tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: id } });
const book = (quoteId: string, headers: Record<string, string> = {}) =>
  tenant.call<Order>({
    method: 'POST',
    path: '/api/orders',
    body: { quoteId, settlement: { payout: { addressId } } },
    headers,
  });

/**
 * The loser's answer: a 409 whose code is one of `codes`, documented for the operation: in its description
 * (`409 code 22`) or in the list of codes of the 409 response it names (`…, 36 the resource changed…`).
 */
function expectLostRace(result: CallResult, operationId: OperationId, codes: number[]): void {
  const code = errorsOf(result)[0]?.code ?? Number.NaN;
  expect({ status: result.status, known: codes.includes(code) }, JSON.stringify(result.body)).toEqual({
    status: 409,
    known: true,
  });
  const entry = operationById(operationId);
  const responses = entry.operation.responses as Record<string, unknown>;
  const conflict = dereference(responses['409'], `${entry.pointer}/responses/409`).value;
  const inOperation = new RegExp(`409 code ${code}\\b`).test(String(entry.operation.description));
  const inResponse = new RegExp(`(code |, )${code} [a-z]`).test(String(conflict.description));
  expect(inOperation || inResponse, `${operationId} documents 409 code ${code}`).toBe(true);
}

function expectCancelled(final: Order): void {
  expect(final.status).toBe('cancelled');
  expect(final.settlement.payment).toMatchObject({ status: 'cancelled', amountSettled: 0, transactions: [] });
  expect(final.settlement.payout.status).toBe('cancelled');
  expect(final.paymentReceivedAt).toBeUndefined();
}

/** Paid exactly once: one transaction of the amount due, and that amount settled. */
function expectPaidOnce(final: Order): void {
  expect(paidOrFurther).toContain(final.status);
  const payment = final.settlement.payment;
  expect(payment.status).toBe('fundsReceived');
  expect(payment.amountSettled).toBe(payment.amount);
  expect(payment.transactions.map((transaction) => transaction.amount)).toEqual([payment.amount]);
  expect(final.paymentReceivedAt).toBeDefined();
}

describe('concurrent requests on one order end in exactly one outcome', () => {
  // Sandbox only: the bank check pays the order.
  sandboxOnly.it(
    'cancel against payment confirmation: one wins, the order is either cancelled or paid once',
    async () => {
      await everyRound(async (round) => {
        const { id } = await awaitingOrder();
        const cancelling = () => cancel(id);
        const confirming = () => confirm(id);
        // Alternate which request starts first, so that either can win.
        const [cancelled, confirmed] =
          round % 2 === 0
            ? await together(cancelling, confirming, lagOf(round))
            : await together(confirming, cancelling, lagOf(round)).then(
                ([paid, gone]) => [gone, paid] as const,
              );
        const successes = [cancelled, confirmed].filter((result) => result.status === 200);
        expect(successes, JSON.stringify([cancelled.body, confirmed.body])).toHaveLength(1);
        const final = await readOrder(tenant, id);
        if (cancelled.status === 200) {
          expect(cancelled.body.status).toBe('cancelled');
          expectLostRace(confirmed, 'checkBankPayment', [31, 36]);
          expectCancelled(final);
        } else {
          expect(confirmed.body).toBe('OK');
          expectLostRace(cancelled, 'cancelOrder', [23, 36]);
          expectPaidOnce(final);
        }
      });
    },
  );

  // Sandbox only: the bank check pays the order.
  sandboxOnly.it(
    'two payment confirmations: one is recorded, the other refused; the amount is settled once',
    async () => {
      await everyRound(async (round) => {
        const { id } = await awaitingOrder();
        const confirming = () => confirm(id);
        const answers = await together(confirming, confirming, lagOf(round));
        const [won, lost] = answers[0].status === 200 ? answers : [answers[1], answers[0]];
        expect([won.status, won.body], JSON.stringify(answers.map((answer) => answer.body))).toEqual([
          200,
          'OK',
        ]);
        expectLostRace(lost, 'checkBankPayment', [31, 36]);
        expectPaidOnce(await readOrder(tenant, id));
      });
    },
  );

  it.each([
    ['', () => ({})],
    // Each with its own key: on the Worker the claims leave with the booking's writes, one batch.
    [' with an Idempotency-Key each', () => ({ 'Idempotency-Key': crypto.randomUUID() })],
  ])(
    'two bookings of one quote%s: one order, the other booking is refused with code 22 naming it',
    async (_, keyed) => {
      const booked: string[] = [];
      await everyRound(async (round) => {
        const open = await priced();
        booked.push(open.id);
        const booking = () => book(open.id, keyed());
        const answers = await together(booking, booking, lagOf(round));
        const [won, lost] = answers[0].status === 201 ? answers : [answers[1], answers[0]];
        expect(won.status, JSON.stringify(answers.map((answer) => answer.body))).toBe(201);
        expect(won.body.quoteId).toBe(open.id);
        expectLostRace(lost, 'createOrder', [22]);
        expect(errorsOf(lost)[0]?.message).toContain(won.body.id);
      });
      const listed = await tenant.call<Order[]>({ method: 'GET', path: '/api/orders?limit=100' });
      expect(listed.status).toBe(200);
      for (const quoteId of booked) {
        expect(listed.body.filter((entry) => entry.quoteId === quoteId)).toHaveLength(1);
      }
    },
  );
});
