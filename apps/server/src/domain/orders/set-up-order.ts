import { newestPaymentReference, recordPaymentReferenceStatement } from '../../db/orders-queries.ts';
import type { AppDeps, Statement, Store } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { type Fiat, isFiat, type Network } from '../assets.ts';
import { continueTimeOrderedCodesAfter, timeOrderedCode } from '../crypto.ts';
import { type JobDeps, jobStatement } from '../jobs/job-queue.ts';
import type { Steps } from './order-machine.ts';
import { applySettlementTerms } from './settlement-terms.ts';
import { walk } from './walk.ts';

const hour = 60 * 60 * 1000;
/** How long the customer has to pay: bank transfers a day, crypto deposits two hours. */
const paymentWindow = { bank: 24 * hour, crypto: 2 * hour };

/**
 * A unique payment reference: `CMB` and 10 characters of a base32 alphabet banks accept (no I, L, O, U),
 * in the order they were made (timeOrderedCode).
 */
export function paymentReference(): string {
  return `CMB${timeOrderedCode()}`;
}

/** References made from now on follow the newest stored one, also after a restart with the clock gone back. */
export async function continuePaymentReferences(store: Store): Promise<void> {
  const newest = await newestPaymentReference(store);
  if (newest?.startsWith('CMB')) continueTimeOrderedCodesAfter(newest.slice(3));
}

/** The store and where customers pay (deps.paymentDetails): what the set-up steps need. */
export type SetUpDeps = Pick<AppDeps, 'store' | 'paymentDetails'>;

/** What a set-up did to the order (its steps) and the writes beyond the order itself (a deposit address handed out). */
export type SetUp = { steps: Steps; statements: Statement[] };

/**
 * Publishes where the customer pays (the service's bank account, or the order's deposit address) and the due
 * date; answers the writes that hand out the address.
 */
export async function issuePaymentInstructions(
  deps: SetUpDeps,
  order: OrderRecord,
  at: Date,
): Promise<Statement[]> {
  const { store, paymentDetails } = deps;
  const payment = order.settlement.payment;
  const fiatOrigin = isFiat(payment.asset);
  let statements: Statement[] = [];
  if (fiatOrigin) {
    payment.instructions = paymentDetails.bankInstructions(
      order.origin.country,
      payment.asset as Fiat,
      paymentReference(),
    );
  } else {
    const handed = await paymentDetails.depositAddress(store, order.id, payment.network as Network, at);
    const { deposit } = handed;
    statements = handed.statements;
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
  return statements;
}

/**
 * The synchronous set-up steps of an order in `created`, per flow, up to awaiting payment (or payout
 * details): at booking for a market order, at execution for a limit order.
 */
export async function setUpOrder(deps: SetUpDeps, order: OrderRecord, at: Date): Promise<SetUp> {
  const payment = order.settlement.payment;
  applySettlementTerms(order, at);
  if (order.flow === 'fiatToCrypto') {
    const steps = walk(order, ['destinationAddressChecked', 'bankPaymentDetailsCreated']);
    const statements = await issuePaymentInstructions(deps, order, at);
    return { steps: [...steps, ...walk(order, ['paymentInstructionsIssued'])], statements };
  }
  if (order.flow === 'cryptoToFiat' && !order.settlement.payout.bankAccountId) {
    // No instructions until a bank account is attached; the order still expires like an unpaid one.
    payment.dueDate = new Date(at.getTime() + paymentWindow.bank).toISOString();
    return { steps: walk(order, ['bankPayoutDetailsMissing']), statements: [] };
  }
  const first = order.flow === 'cryptoToCrypto' ? walk(order, ['destinationAddressChecked']) : [];
  const deposit = await assignDeposit(deps, order, at);
  return { steps: [...first, ...deposit.steps], statements: deposit.statements };
}

/** Deposit address, instructions and due date of a crypto-origin order that has its payout details. */
export async function assignDeposit(deps: SetUpDeps, order: OrderRecord, at: Date): Promise<SetUp> {
  const assigned = walk(order, ['depositAddressAssigned']);
  const statements = await issuePaymentInstructions(deps, order, at);
  return { steps: [...assigned, ...walk(order, ['paymentInstructionsIssued'])], statements };
}

/** The expiry job at the payment's due date, to commit with the change that set it. */
export function expiryJob(deps: JobDeps, brokerId: string, order: OrderRecord, at: Date): Statement[] {
  const dueDate = order.settlement.payment.dueDate;
  if (!dueDate) return [];
  return [
    jobStatement(deps, { kind: 'order.expire', brokerId, subjectId: order.id, dueAt: new Date(dueDate), at }),
  ];
}

/** The orders row's copy of the payment reference (deposits are matched by it), for instructions issued after booking. */
export function recordPaymentReference(store: Store, order: OrderRecord): Statement[] {
  const reference = order.settlement.payment.instructions?.reference;
  if (!reference) return [];
  return [recordPaymentReferenceStatement(store, order.id, reference)];
}
