import { bankAccountStillLive, findBankAccount } from '../../db/bank-accounts-queries.ts';
import { findCryptoAddress } from '../../db/crypto-addresses-queries.ts';
import { findOrderByReference, insertOrderStatement } from '../../db/orders-queries.ts';
import { findQuoteToBook } from '../../db/quotes-queries.ts';
import { ConcurrentChangeError, violatesUnique } from '../../db/store.ts';
import { findOnboardingAccess } from '../../db/users-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import type { OrderRecord, QuoteRecord, SettlementLegRecord } from '../../records.ts';
import { isFiat } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { withFreshReferences } from '../drawn-references.ts';
import { joinCollectingBulkPayment } from '../payments/bulk-membership.ts';
import { bookLimitOrder } from './limit-order.ts';
import { orderCreatedEvent } from './order-events.ts';
import { fiatRail } from './payment-instructions.ts';
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
  const found = await findQuoteToBook(store, brokerId, input.quoteId);
  if (!found) throw new ApiError('quoteNotFound');
  const { quote } = found;
  if (found.orderId) throw alreadyBooked(found.orderId);
  if (found.expiresAt <= now) throw new ApiError('quoteExpired');
  // The three reads start together (one round trip on D1) and are judged in this order.
  const approval = checkUser(deps, quote);
  const target = payoutTarget(deps, brokerId, quote, payoutChoice(input.settlement));
  const reference = input.clientReferenceId
    ? findOrderByReference(store, quote.userId, input.clientReferenceId)
    : undefined;
  // A later one's failure is not left unhandled when an earlier one fails first.
  for (const started of [target, reference]) started?.catch(() => {});
  await approval;
  const payout = await target;
  const existing = await reference;
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
  const joined = await joinCollectingBulkPayment(deps, order, at);
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
async function checkUser(deps: AppDeps, quote: QuoteRecord): Promise<void> {
  const onboarding = await findOnboardingAccess(deps.store, quote.userId, quote.country);
  if (onboarding?.status !== 'approved') {
    throw new ApiError('userNotApproved', {
      message: `User not approved in this country: ${quote.country} is ${onboarding?.status ?? 'not started'}`,
    });
  }
  if (!onboarding.hasAcceptedTerms) throw new ApiError('termsNotAccepted');
}

type PayoutTarget = { addressId?: string; address?: string; memo?: string | null; bankAccountId?: string };
type PayoutChoice = { addressId?: string; bankAccountId?: string };

/**
 * The request's settlement choices: every field of `settlement` and of its `payout` is taken here
 * (noFieldsLeft), so a field the document adds to either is a type error here.
 */
function payoutChoice(settlement: NewOrder['settlement']): PayoutChoice {
  if (!settlement) return {};
  const { payout, ...rest } = settlement;
  noFieldsLeft(rest);
  if (!payout) return {};
  const { addressId, bankAccountId, ...payoutRest } = payout;
  noFieldsLeft(payoutRest);
  return { addressId, bankAccountId };
}

/** The payout destination: an address of the user on the destination network, or a bank account. */
async function payoutTarget(
  deps: AppDeps,
  brokerId: string,
  quote: QuoteRecord,
  given: PayoutChoice,
): Promise<PayoutTarget> {
  const field = 'body.settlement.payout';
  if (!isFiat(quote.destination.asset)) {
    if (given.bankAccountId) throw invalidField(`${field}.bankAccountId`, 'is only for fiat destinations');
    if (!given.addressId)
      throw invalidField(`${field}.addressId`, 'is required for a stablecoin destination');
    const address = await findCryptoAddress(deps.store, brokerId, given.addressId);
    if (!address || address.userId !== quote.userId) throw new ApiError('cryptoAddressNotFound');
    if (address.network !== quote.destination.network) {
      throw new ApiError('invalidCryptoAddress', {
        message: `Address is invalid for the network: it is on ${address.network}, the destination is on ${quote.destination.network}`,
      });
    }
    return { addressId: address.id, address: address.address, memo: address.memo };
  }
  if (given.addressId) throw invalidField(`${field}.addressId`, 'is only for stablecoin destinations');
  if (!given.bankAccountId) return {};
  const account = await findBankAccount(deps.store, brokerId, given.bankAccountId);
  if (!account || account.userId !== quote.userId) throw new ApiError('bankAccountNotFound');
  if (account.country !== quote.country || account.fiat !== quote.destination.asset) {
    throw new ApiError('invalidBankAccount', {
      message: `Bank account details are invalid: the account is ${account.country} ${account.fiat}, the order pays out ${quote.country} ${quote.destination.asset}`,
    });
  }
  return { bankAccountId: account.id };
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
