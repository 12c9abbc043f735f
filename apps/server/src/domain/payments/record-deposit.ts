import Decimal from 'decimal.js';
import { findBulkBankPaymentByReference } from '../../db/bulk-bank-payments-queries.ts';
import {
  depositInsert,
  findOrderByPaymentReference,
  ordersAwaitingDepositAt,
} from '../../db/deposits-queries.ts';
import { type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { invalidField, invalidFields } from '../../errors.ts';
import { type Asset, type Country, isFiat, STABLECOIN_SCALE, scaleOf } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { orderEvents } from '../orders/order-events.ts';
import { type ReceivedTrace, receiveFunds } from '../orders/receive-payment.ts';
import { traceProblems } from '../orders/trace-rules.ts';
import { depositToBulkPayment } from './bulk-deposit.ts';
import { leaveBulkPayment } from './bulk-membership.ts';
import { acceptsDeposit } from './bulk-settlement.ts';

type TraceOptional<T extends { transaction: unknown }> = Omit<T, 'transaction'> &
  Partial<Pick<T, 'transaction'>>;

/**
 * Money that arrived at a payment `reference` or at a `depositAddress` (DepositRecordRequest's two forms), with
 * the transfer's trace (`transaction`): the operator's record, or the sandbox's simulated deposit without one.
 */
export type DepositInput =
  | TraceOptional<Schemas['DepositByReference']>
  | TraceOptional<Schemas['DepositByAddress']>;

const neitherPlace = { reference: undefined, depositAddress: undefined, depositMemo: undefined };

/**
 * POST /api/payments/deposits and POST /api/sandbox/deposits: money arrives for the caller's broker. An
 * order's own reference or deposit address pays that order (any other amount: `incorrectAmountPaid`, then a
 * child order) and takes it out of its bulk bank payment; a bulk payment's reference pays its orders
 * (bulk-deposit.ts). A reference or address that matches nothing awaiting this money, or a different asset,
 * is recorded unmatched and changes nothing. The deposit and everything it changes are one commit; a
 * concurrent change to any of it answers 409 code 36 and records nothing.
 */
export function recordDeposit(deps: AppDeps, brokerId: string, input: DepositInput) {
  // Every field of the request is taken here, the memo by findPaid and the transaction's by receivedTrace
  // (noFieldsLeft): a field the document adds is a type error here. Past this the amount is decimal.
  const {
    reference: _reference,
    depositAddress: _depositAddress,
    depositMemo: _depositMemo,
    amount,
    asset: _asset,
    transaction: _transaction,
    ...rest
  } = { ...neitherPlace, ...input };
  noFieldsLeft(rest);
  return recordDecimalDeposit(deps, brokerId, { ...input, amount: new Decimal(amount).toString() });
}

/** A DepositInput whose amount is a decimal string: what the sandbox's own deposits pass (no float between). */
export type DecimalDepositInput = WithDecimalAmount<DepositInput>;
type WithDecimalAmount<Form> = Form extends unknown ? Omit<Form, 'amount'> & { amount: string } : never;

/** recordDeposit past the request's parsing: the amount a decimal string. */
export async function recordDecimalDeposit(deps: AppDeps, brokerId: string, input: DecimalDepositInput) {
  const {
    reference,
    depositAddress,
    amount: sent,
    asset: sentAsset,
    transaction,
  } = { ...neitherPlace, ...input };
  const { store, clock } = deps;
  const at = clock.now();
  const { orderRow, bulkRow } = await findPaid(deps, brokerId, input);
  const expected = (orderRow?.body.settlement.payment.asset ?? bulkRow?.body.fiat) as Asset | undefined;
  const asset = sentAsset ?? expected;
  const amount = new Decimal(sent);
  const scale = asset ? scaleOf(asset) : STABLECOIN_SCALE;
  if (amount.decimalPlaces() > scale) {
    throw invalidField('body.amount', `has more than ${scale} decimals${asset ? ` (${asset})` : ''}`);
  }
  const country = (orderRow?.body.origin.country ?? bulkRow?.body.country) as Country | undefined;
  if (transaction && asset && country) {
    const problems = traceProblems(transaction, { asset, country }, 'body.transaction');
    if (problems.length > 0) throw invalidFields(problems);
  }
  const received = amount.toFixed(scale);
  const trace = transaction && receivedTrace(transaction);
  let effects: Statement[] = [];
  if (asset === expected && orderRow && awaitsOwnPayment(orderRow)) {
    effects = await depositToOrder(deps, orderRow, received, at, trace);
  } else if (asset === expected && bulkRow && acceptsDeposit(bulkRow.body)) {
    effects = await depositToBulkPayment(deps, bulkRow, received, at, trace);
  }
  const matched = effects.length > 0;
  const id = newId('dep', at);
  const orderId = matched ? (orderRow?.id ?? null) : null;
  const bulkBankPaymentId = matched ? (bulkRow?.id ?? null) : null;
  await store.commit([
    depositInsert(store, {
      id,
      brokerId,
      reference: reference ?? depositAddress ?? '',
      amount: received,
      asset: asset ?? null,
      matched,
      orderId,
      bulkBankPaymentId,
      createdAt: at.toISOString(),
    }),
    ...effects,
  ]);
  return {
    depositId: id,
    reference: reference ?? null,
    depositAddress: depositAddress ?? null,
    amount: Number(received),
    asset: asset ?? null,
    matched,
    orderId,
    bulkBankPaymentId,
  };
}

/**
 * The transfer's trace as the payment leg records it: as reported. Every field of the request's transaction
 * is one a ReceivedTrace records (noFieldsLeft): a field the document adds is a type error here.
 */
function receivedTrace(transaction: Schemas['ReceivedTransaction']): ReceivedTrace {
  const {
    blockchainTxId: _blockchainTxId,
    blockchainAddress: _blockchainAddress,
    SPEITrackingNumber: _SPEITrackingNumber,
    SPIDTrackingNumber: _SPIDTrackingNumber,
    CEPLink: _CEPLink,
    accountHolderName: _accountHolderName,
    accountNumber: _accountNumber,
    CCI: _CCI,
    CLABE: _CLABE,
    ...rest
  } = transaction;
  noFieldsLeft(rest);
  return transaction;
}

/** The order or bulk bank payment the money names: by reference, or the order awaiting it at the address. */
async function findPaid(deps: AppDeps, brokerId: string, input: DecimalDepositInput) {
  if ('depositAddress' in input) {
    const { depositAddress, depositMemo } = input;
    const rows = await ordersAwaitingDepositAt(deps.store, brokerId, depositAddress, depositMemo);
    if (rows.length > 1) {
      throw invalidField('body.depositMemo', 'is needed: several orders await a deposit at this address');
    }
    return { orderRow: rows[0], bulkRow: undefined };
  }
  const orderRow = await findOrderByPaymentReference(deps.store, brokerId, input.reference);
  const bulkRow = orderRow
    ? undefined
    : await findBulkBankPaymentByReference(deps.store, brokerId, input.reference);
  return { orderRow, bulkRow };
}

/** A bank order awaits its payment (also an announced one); a crypto order only before a deposit is seen. */
function awaitsOwnPayment(row: OrderRow): boolean {
  const { status } = row.body;
  const bank = isFiat(row.body.settlement.payment.asset);
  return status === 'awaitingPayment' || (bank && status === 'awaitingAsyncPayment');
}

async function depositToOrder(
  deps: AppDeps,
  row: OrderRow,
  received: string,
  at: Date,
  trace: ReceivedTrace | undefined,
): Promise<Statement[]> {
  const order = structuredClone(row.body);
  const left = await leaveBulkPayment(deps, order, at);
  const { steps, statements } = await receiveFunds(deps, row.brokerId, order, received, at, { trace });
  return [
    ...saveOrder(deps.store, row, order, at),
    ...orderEvents(deps, row.brokerId, order, steps, at),
    ...left,
    ...statements,
  ];
}
