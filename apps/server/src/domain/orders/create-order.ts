import { bankAccountStillLive } from '../../db/bank-accounts-queries.ts';
import { collectingBulkBankPaymentsOfQuoteUser } from '../../db/bulk-bank-payments-queries.ts';
import {
  findOrderByReference,
  findOrderOfQuoteUserByReference,
  insertOrderStatement,
} from '../../db/orders-queries.ts';
import { findQuoteToBook } from '../../db/quotes-queries.ts';
import { ConcurrentChangeError, violatesUnique } from '../../db/store.ts';
import { onboardingAccessOfQuoteUser } from '../../db/users-queries.ts';
import type { AppDeps, OnboardingAccess, Statement } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { OrderRecord, QuoteRecord, SettlementLegRecord } from '../../records.ts';
import { isFiat } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { withFreshReferences } from '../drawn-references.ts';
import { joinCollectingBulkPaymentOf } from '../payments/bulk-membership.ts';
import { bookLimitOrder } from './limit-order.ts';
import { orderCreatedEvent } from './order-events.ts';
import { fiatRail } from './payment-instructions.ts';
import { type PayoutTarget, payoutChoice, payoutTarget, readPayoutRows } from './payout-target.ts';
import { expiryJob, setUpOrder } from './set-up-order.ts';
import { applySettlementTerms } from './settlement-terms.ts';

export type NewOrder = Schemas['CreateOrderRequest'];

/**
 * Spec 4.9: books a quote into an order. A market order runs its set-up steps up to awaiting the customer's
 * payment; a limit order waits for its window and price (limit-order.ts).
 */
export function createOrder(deps: AppDeps, brokerId: string, input: NewOrder): Promise<OrderRecord> {
  return withFreshReferences(() => bookQuote(deps, brokerId, input));
}

async function bookQuote(deps: AppDeps, brokerId: string, input: NewOrder): Promise<OrderRecord> {
  const { store, clock } = deps;
  const at = clock.now();
  const now = at.toISOString();
  const given = payoutChoice(input.settlement);
  const { quoteId, clientReferenceId } = input;
  // Everything the booking reads, by what the request names (what depends on the quote, by the quote's id):
  // the reads start together, one round trip on D1, and are judged in order below.
  const [found, onboardings, payoutRows, existing, collecting] = await Promise.all([
    findQuoteToBook(store, brokerId, quoteId),
    onboardingAccessOfQuoteUser(store, brokerId, quoteId),
    readPayoutRows(store, brokerId, given),
    clientReferenceId
      ? findOrderOfQuoteUserByReference(store, brokerId, quoteId, clientReferenceId)
      : undefined,
    collectingBulkBankPaymentsOfQuoteUser(store, brokerId, quoteId),
  ]);
  if (!found) throw new ApiError('quoteNotFound');
  const { quote } = found;
  if (found.orderId) throw alreadyBooked(found.orderId);
  if (found.expiresAt <= now) throw new ApiError('quoteExpired');
  checkUser(
    quote,
    onboardings.find((onboarding) => onboarding.country === quote.country),
  );
  const payout = payoutTarget(quote, given, payoutRows);
  if (existing) throw referenceConflict(existing.id);

  const id = newId('ord', at);
  const order = draftOrder(id, quote, input, payout, now);
  const limit = quote.type === 'limit';
  const limitCheck = limit ? bookLimitOrder(deps, brokerId, order, quote, at) : [];
  // Its steps are part of the creation: `order.created` shows where they led (order-events.ts).
  const setUp = limit ? [] : (await setUpOrder(deps, order, at)).statements;
  if (limit) {
    // The terms as priced; the value date comes with the execution (setUpOrder).
    applySettlementTerms(order, at);
    delete order.settlement.valueDate;
  }
  const joined = joinCollectingBulkPaymentOf(deps, order, collecting, at);
  const statements: Statement[] = [
    insertOrderStatement(store, {
      id,
      brokerId,
      userId: quote.userId,
      status: order.status,
      clientReferenceId: input.clientReferenceId ?? null,
      paymentReference: order.settlement.payment.instructions?.reference ?? null,
      bookedQuoteId: quote.id,
      body: order,
      createdAt: order.createdAt,
    }),
    ...orderCreatedEvent(deps, brokerId, order, at),
    ...(payout.bankAccountId ? bankAccountStillLive(store, payout.bankAccountId) : []),
    ...joined,
  ];
  statements.push(...limitCheck, ...setUp, ...expiryJob(deps, brokerId, order, at));
  try {
    await store.commit(statements);
  } catch (error) {
    // Two bookings with one clientReferenceId at once: the unique index lets one in; name it to the other.
    if (input.clientReferenceId && violatesUnique(error, 'orders.client_reference_id')) {
      const existing = await findOrderByReference(store, quote.userId, input.clientReferenceId);
      if (existing) throw referenceConflict(existing.id);
    }
    // Two bookings of one quote at once: the unique index on the booked quote lets one in. A quote is
    // never unbooked, so retrying cannot succeed and 36 would be the wrong advice.
    if (violatesUnique(error, 'orders.booked_quote_id')) {
      throw alreadyBooked((await findQuoteToBook(store, brokerId, quote.id))?.orderId);
    }
    // Two bookings handed out one address of the deposit pool at once (production): a retry gets another.
    if (violatesUnique(error, 'deposit_address_assignments.')) throw new ApiError('concurrentModification');
    if (!(error instanceof ConcurrentChangeError)) throw error;
    // A guarded write lost: the payout bank account was deleted meanwhile (404, as if it had never been
    // there), or the bulk bank payment the order joined changed (36, a retry succeeds).
    if (payout.bankAccountId) throw new ApiError('bankAccountNotFound');
    throw error;
  }
  return order;
}

function referenceConflict(orderId: string): ApiError {
  return new ApiError('clientReferenceIdConflict', {
    message: `clientReferenceId already used by order ${orderId}`,
  });
}

function alreadyBooked(orderId: string | null | undefined): ApiError {
  if (!orderId) return new ApiError('quoteAlreadyBooked');
  return new ApiError('quoteAlreadyBooked', { message: `Quote already booked by order ${orderId}` });
}

/** Order creation needs a user approved in the quote's country who accepted the terms. */
function checkUser(quote: QuoteRecord, onboarding: OnboardingAccess | undefined): void {
  if (onboarding?.status !== 'approved') {
    throw new ApiError('userNotApproved', {
      message: `User not approved in this country: ${quote.country} is ${onboarding?.status ?? 'not started'}`,
    });
  }
  if (!onboarding.hasAcceptedTerms) throw new ApiError('termsNotAccepted');
}

function draftOrder(
  id: string,
  quote: QuoteRecord,
  input: NewOrder,
  payout: PayoutTarget,
  createdAt: string,
): OrderRecord {
  // Every field of the request is taken here (noFieldsLeft), the quote by bookQuote and the settlement's by
  // payoutChoice: a field the document adds is a type error here.
  const {
    quoteId: _quoteId,
    settlement: _settlement,
    clientReferenceId,
    notes,
    payoutTransferLimit,
    ...rest
  } = input;
  noFieldsLeft(rest);
  const fiatOrigin = isFiat(quote.origin.asset);
  const paymentLeg: SettlementLegRecord = {
    asset: quote.origin.asset,
    amount: quote.origin.amount,
    rail: fiatOrigin ? fiatRail(quote.country, quote.origin.asset) : 'blockchain',
    ...(quote.origin.network ? { network: quote.origin.network } : {}),
    status: 'awaitingDetails',
    amountSettled: '0',
    transactions: [],
  };
  const payoutLeg: SettlementLegRecord = {
    asset: quote.destination.asset,
    amount: quote.destination.amount,
    rail: isFiat(quote.destination.asset) ? fiatRail(quote.country, quote.destination.asset) : 'blockchain',
    ...(quote.destination.network ? { network: quote.destination.network } : {}),
    status: payout.addressId || payout.bankAccountId ? 'awaitingFunds' : 'awaitingDetails',
    amountSettled: '0',
    ...(payout.addressId ? { addressId: payout.addressId } : {}),
    ...(payout.bankAccountId ? { bankAccountId: payout.bankAccountId } : {}),
    transactions: [],
  };
  return {
    id,
    quoteId: quote.id,
    userId: quote.userId,
    ...(clientReferenceId ? { clientReferenceId } : {}),
    status: 'created',
    flow: quote.flow,
    origin: quote.origin,
    destination: quote.destination,
    fixedLeg: quote.fixedLeg,
    pricingDetails: quote.pricingDetails,
    settlement: {
      mode: 'instant',
      timing: 'sameDay',
      valueDateOffset: 0,
      effectiveValueDateOffset: 0,
      payment: paymentLeg,
      payout: payoutLeg,
    },
    marketPrice: quote.marketPrice,
    netPrice: quote.netPrice,
    type: quote.type,
    attributes: [],
    ...(notes !== undefined ? { notes } : {}),
    ...(payoutTransferLimit !== undefined ? { payoutTransferLimit: String(payoutTransferLimit) } : {}),
    expiredQuotes: [],
    informationalFees: quote.informationalFees,
    createdAt,
  };
}
