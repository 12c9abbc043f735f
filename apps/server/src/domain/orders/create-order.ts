import { and, eq, isNull } from 'drizzle-orm';
import { findBankAccount } from '../../db/bank-accounts-queries.ts';
import { findCryptoAddress } from '../../db/crypto-addresses-queries.ts';
import { findOrderByReference, findQuote } from '../../db/orders-queries.ts';
import { onboardings, orders, quotes } from '../../db/schema.ts';
import type { Statement } from '../../db/store.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import { isFiat, type Network } from '../assets.ts';
import { newId, randomSecret } from '../crypto.ts';
import { jobStatement } from '../jobs/job-queue.ts';
import { depositAddressFor } from './deposit-address.ts';
import { orderEvents } from './order-events.ts';
import type { OrderRecord, QuoteRecord, SettlementLegRecord } from './order-record.ts';
import { bankPaymentInstructions, fiatRail } from './payment-instructions.ts';
import { walk } from './walk.ts';

export type NewOrder = {
  quoteId: string;
  settlement?: { payout?: { addressId?: string; bankAccountId?: string } };
  clientReferenceId?: string;
  notes?: string;
  payoutTransferLimit?: number;
};

const hour = 60 * 60 * 1000;
/** How long the customer has to pay: bank transfers a day, crypto deposits two hours. */
const paymentWindow = { bank: 24 * hour, crypto: 2 * hour };

/** A unique payment reference: `CMB` and 10 characters of the base32 alphabet banks accept. */
export function paymentReference(): string {
  return `CMB${randomSecret(16)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 10)
    .padEnd(10, '7')}`;
}

/** Spec 4.9: books a quote into an order and runs its set-up steps up to awaiting the customer's payment. */
export async function createOrder(deps: AppDeps, brokerId: string, input: NewOrder): Promise<OrderRecord> {
  const { store, clock } = deps;
  const at = clock.now();
  const quoteRow = await findQuote(store, brokerId, input.quoteId);
  if (!quoteRow) throw new ApiError('quoteNotFound');
  const quote = quoteRow.body as QuoteRecord;
  if (quoteRow.orderId) {
    throw new ApiError('quoteAlreadyBooked', {
      message: `Quote already booked by order ${quoteRow.orderId}`,
    });
  }
  if (quoteRow.expiresAt <= at.toISOString()) throw new ApiError('quoteExpired');
  await checkUser(deps, quote);
  const payout = await payoutTarget(deps, brokerId, quote, input.settlement?.payout ?? {});
  if (input.clientReferenceId) {
    const existing = await findOrderByReference(store, quote.userId, input.clientReferenceId);
    if (existing) {
      throw new ApiError('clientReferenceIdConflict', {
        message: `clientReferenceId already used by order ${existing.id}`,
      });
    }
  }

  const id = newId('ord', at);
  const order = draftOrder(id, quote, input, payout, at);
  const steps = setUp(order, at);
  const statements: Statement[] = [
    store.db
      .update(quotes)
      .set({
        orderId: id,
        bookedAt: at.toISOString(),
        body: { ...quote, orderId: id, bookedAt: at.toISOString() },
      })
      .where(and(eq(quotes.id, quote.id), isNull(quotes.orderId))),
    store.guardChanged(),
    store.db.insert(orders).values({
      id,
      brokerId,
      userId: quote.userId,
      status: order.status,
      clientReferenceId: input.clientReferenceId ?? null,
      paymentReference: order.settlement.payment.instructions?.reference ?? null,
      body: order,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    }),
    ...orderEvents(store, brokerId, order, steps, at, true),
  ];
  const dueDate = order.settlement.payment.dueDate;
  if (dueDate) {
    statements.push(
      jobStatement(store, { kind: 'order.expire', subjectId: id, dueAt: new Date(dueDate), at }),
    );
  }
  await store.commit(statements);
  return order;
}

/** Order creation needs a user approved in the quote's country who accepted the terms (DOMAIN §2). */
async function checkUser(deps: AppDeps, quote: QuoteRecord): Promise<void> {
  const rows = await deps.store.db
    .select()
    .from(onboardings)
    .where(and(eq(onboardings.userId, quote.userId), eq(onboardings.country, quote.country)));
  const onboarding = rows[0];
  if (onboarding?.status !== 'approved') {
    throw new ApiError('userNotApproved', {
      message: `User not approved in this country: ${quote.country} is ${onboarding?.status ?? 'not started'}`,
    });
  }
  if (!onboarding.hasAcceptedTerms) throw new ApiError('termsNotAccepted');
}

type PayoutTarget = { addressId?: string; address?: string; memo?: string | null; bankAccountId?: string };

/** The payout destination: an address of the user on the destination network, or a bank account. */
async function payoutTarget(
  deps: AppDeps,
  brokerId: string,
  quote: QuoteRecord,
  given: { addressId?: string; bankAccountId?: string },
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
  at: Date,
): OrderRecord {
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
    ...(input.clientReferenceId ? { clientReferenceId: input.clientReferenceId } : {}),
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
      valueDate: at.toISOString(),
      payment: paymentLeg,
      payout: payoutLeg,
    },
    marketPrice: quote.marketPrice,
    netPrice: quote.netPrice,
    type: quote.type,
    attributes: [],
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.payoutTransferLimit !== undefined
      ? { payoutTransferLimit: String(input.payoutTransferLimit) }
      : {}),
    expiredQuotes: [],
    informationalFees: quote.informationalFees,
    createdAt: at.toISOString(),
  };
}

/** The synchronous set-up steps of a market order, per flow, up to awaiting payment (or payout details). */
function setUp(order: OrderRecord, at: Date): Array<[string, string]> {
  const payment = order.settlement.payment;
  const issueInstructions = () => {
    const fiatOrigin = isFiat(payment.asset);
    if (fiatOrigin) {
      payment.instructions = bankPaymentInstructions(order.origin.country, payment.asset, paymentReference());
    } else {
      const deposit = depositAddressFor(order.id, payment.network as Network);
      payment.instructions = {
        blockchainAddress: deposit.address,
        ...(deposit.memo ? { blockchainMemo: deposit.memo } : {}),
        reference: paymentReference(),
      };
    }
    payment.status = 'awaitingFunds';
    payment.dueDate = new Date(
      at.getTime() + (fiatOrigin ? paymentWindow.bank : paymentWindow.crypto),
    ).toISOString();
  };
  if (order.flow === 'fiatToCrypto') {
    const steps = walk(order, ['destinationAddressChecked', 'bankPaymentDetailsCreated']);
    issueInstructions();
    return [...steps, ...walk(order, ['paymentInstructionsIssued'])];
  }
  if (order.flow === 'cryptoToFiat' && !order.settlement.payout.bankAccountId) {
    // No instructions until a bank account is attached; the order still expires like an unpaid one.
    payment.dueDate = new Date(at.getTime() + paymentWindow.bank).toISOString();
    return walk(order, ['bankPayoutDetailsMissing']);
  }
  const first = order.flow === 'cryptoToCrypto' ? walk(order, ['destinationAddressChecked']) : [];
  const assigned = walk(order, ['depositAddressAssigned']);
  issueInstructions();
  return [...first, ...assigned, ...walk(order, ['paymentInstructionsIssued'])];
}
