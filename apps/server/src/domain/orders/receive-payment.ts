import Decimal from 'decimal.js';
import { findOrder, saveOrder } from '../../db/orders-queries.ts';
import { findQuote } from '../../db/quotes-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { OrderRecord } from '../../records.ts';
import { type Asset, isFiat, type Network, scaleOf } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import type { JobKind } from '../jobs/job-kinds.ts';
import { jobStatement } from '../jobs/job-queue.ts';
import { leaveBulkPayment } from '../payments/bulk-membership.ts';
import { paymentOutcome } from '../sandbox/magic-values.ts';
import { transactionIdFor } from './deposit-address.ts';
import { orderEvents } from './order-events.ts';
import { mustTransition, type Steps, type Trigger } from './order-machine.ts';
import { applyQuote, repriceOrder } from './reprice.ts';
import { applyPaymentDate, applySettlementTerms } from './settlement-terms.ts';

/** The order was re-priced on a new quote because it was paid after its quote expired. */
export const requotedAttribute = 'requoted';

export type PaymentKind = 'bank' | 'crypto';

/**
 * A received transfer's trace as the operator reported it (POST /api/payments/deposits), recorded on the
 * payment leg as given. Without one the sandbox simulates it; production always has one.
 */
export type ReceivedTrace = Partial<
  Record<
    | 'blockchainTxId'
    | 'blockchainAddress'
    | 'SPEITrackingNumber'
    | 'SPIDTrackingNumber'
    | 'CEPLink'
    | 'accountHolderName'
    | 'accountNumber'
    | 'CCI'
    | 'CLABE',
    string
  >
>;

/** How long production waits for the operator to record an announced bank payment (spec 4.12). */
const announcedPaymentWindow = { production: 4 * 60 * 60 * 1000, sandbox: 10 * 60 * 1000 };

/**
 * Spec 4.12/4.13: the sandbox's confirmation of the payment the order awaits. Every field of the request is
 * taken here (noFieldsLeft): a field the document adds is a type error here.
 */
export async function checkPayment(
  deps: AppDeps,
  brokerId: string,
  request: Schemas['PaymentCheckRequest'],
  kind: PaymentKind,
) {
  const { orderId, ...rest } = request;
  noFieldsLeft(rest);
  const { store, clock, config } = deps;
  const row = await findOrder(store, brokerId, orderId);
  if (!row) throw new ApiError('orderNotFound');
  const order = structuredClone(row.body);
  const payment = order.settlement.payment;
  const bank = isFiat(payment.asset);
  const awaiting = order.status === 'awaitingPayment' || (bank && order.status === 'awaitingAsyncPayment');
  if (bank !== (kind === 'bank') || !awaiting) {
    throw new ApiError('paymentNotAllowed', {
      message: `The order is not awaiting this payment: it is ${order.status} and pays ${bank ? 'by bank transfer' : 'in crypto'}`,
    });
  }
  if (config.mode === 'production') {
    if (kind === 'crypto' || payment.asset === 'MXN') {
      throw new ApiError('productionOnlyRule', {
        message: `Not available in production mode for this currency: ${payment.asset} payments need no announcement; the operator records them when they arrive`,
      });
    }
  }
  const at = clock.now();
  // Sandbox magic amounts count on the amount the caller fixed only (domain/sandbox/magic-values.ts).
  const magic = order.fixedLeg === 'origin' ? paymentOutcome(payment.amount) : 'exact';
  const outcome =
    config.mode === 'production' ? 'notFound' : kind === 'crypto' && magic === 'notFound' ? 'exact' : magic;
  // A check pays (or announces) the order on its own: it leaves its bulk bank payment.
  const statements: Statement[] = payment.bulkBankPaymentId ? await leaveBulkPayment(deps, order, at) : [];
  const steps: Steps = [];
  const step = (trigger: Trigger) => {
    const next = mustTransition(order.flow, order.status, trigger);
    steps.push([order.status, next]);
    order.status = next;
  };
  if (outcome === 'notFound') {
    if (order.status === 'awaitingPayment') step('paymentAnnounced');
    payment.status = 'processing';
    const later = new Date(at.getTime() + announcedPaymentWindow[config.mode]);
    statements.push(
      jobStatement(deps, { kind: 'order.paymentNotFound', brokerId, subjectId: order.id, dueAt: later, at }),
    );
  } else {
    const unit = outcome === 'short' ? -1 : outcome === 'excess' ? 1 : 0;
    const received = new Decimal(payment.amount).plus(unit).toFixed(scaleOf(payment.asset as Asset));
    const effects = await receiveFunds(deps, brokerId, order, received, at);
    steps.push(...effects.steps);
    statements.push(...effects.statements);
  }
  await store.commit([
    ...saveOrder(store, row, order, at),
    ...orderEvents(deps, brokerId, order, steps, at),
    ...statements,
  ]);
}

/**
 * Money arrived for the order's payment leg (mutates `order`; the caller commits the statements with its
 * saveOrder). The amount due pays the order: re-quoted at the current price when its quote expired, then
 * the job of its next step. Any other amount makes it `incorrectAmountPaid`, and the job `order.fill`
 * fills a child order for what arrived. `reference` is what the transfer quoted (a bulk payment's), `trace`
 * the transfer's trace as reported (the sandbox simulates one when there is none).
 */
export async function receiveFunds(
  deps: AppDeps,
  brokerId: string,
  order: OrderRecord,
  received: string,
  at: Date,
  receipt: { reference?: string; trace?: ReceivedTrace } = {},
): Promise<{ steps: Steps; statements: Statement[] }> {
  const payment = order.settlement.payment;
  const bank = isFiat(payment.asset);
  const statements: Statement[] = [];
  const steps: Steps = [];
  const step = (trigger: Trigger) => {
    const next = mustTransition(order.flow, order.status, trigger);
    steps.push([order.status, next]);
    order.status = next;
  };
  if (!bank) step('depositDetected');
  recordReceipt(deps, order, received, at, receipt);
  if (!new Decimal(received).equals(payment.amount)) {
    step('incorrectAmountReceived');
    payment.status = new Decimal(received).lessThan(payment.amount) ? 'partiallyFunded' : 'fundsReceived';
    statements.push(nextStep(deps, brokerId, order.id, 'order.fill', at));
    return { steps, statements };
  }
  const quote = await findQuote(deps.store, brokerId, order.quoteId);
  const expired = !quote || quote.expiresAt <= at.toISOString();
  if (expired) {
    const fresh = await repriceOrder(deps, brokerId, order, received, order.id);
    applyQuote(order, fresh.quote);
    applySettlementTerms(order, at);
    if (!order.attributes.includes(requotedAttribute)) order.attributes.push(requotedAttribute);
    statements.push(fresh.statement);
  }
  applyPaymentDate(order, at);
  if (bank) step(expired ? 'paymentReceivedAfterQuoteExpiry' : 'paymentReceived');
  else step(expired ? 'depositConfirmedAfterQuoteExpiry' : 'depositConfirmed');
  payment.status = 'fundsReceived';
  statements.push(nextStep(deps, brokerId, order.id, 'order.advance', at));
  return { steps, statements };
}

/** The customer's payment as the payment leg records it: the reported trace, or in the sandbox a simulated one. */
export function recordReceipt(
  deps: AppDeps,
  order: OrderRecord,
  amount: string,
  at: Date,
  { reference, trace }: { reference?: string; trace?: ReceivedTrace },
): void {
  const payment = order.settlement.payment;
  const instructions = payment.instructions ?? {};
  const bank = isFiat(payment.asset);
  payment.amountSettled = amount;
  order.paymentReceivedAt = at.toISOString();
  const createdAt = at.toISOString();
  const quoted = bank ? { reference: reference ?? instructions.reference ?? '' } : {};
  if (trace) {
    payment.transactions.push({ amount, createdAt, ...quoted, ...trace });
    return;
  }
  if (deps.config.mode !== 'sandbox')
    throw new Error('a production payment is recorded with its reported trace');
  payment.transactions.push(
    bank
      ? { amount, createdAt, ...quoted, accountHolderName: 'Sandbox test account' }
      : {
          amount,
          createdAt,
          blockchainTxId: transactionIdFor(`deposit:${order.id}`, payment.network as Network),
          blockchainAddress: instructions.blockchainAddress ?? '',
        },
  );
}

/** The job that takes the order's next automatic step after the configured sandbox delay. */
export function nextStep(
  deps: AppDeps,
  brokerId: string,
  orderId: string,
  kind: JobKind,
  at: Date,
): Statement {
  const dueAt = new Date(at.getTime() + deps.config.stepSeconds * 1000);
  return jobStatement(deps, { kind, brokerId, subjectId: orderId, dueAt, at });
}
