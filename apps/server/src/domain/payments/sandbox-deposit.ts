import Decimal from 'decimal.js';
import { findBulkBankPaymentByReference } from '../../db/bulk-bank-payments-queries.ts';
import { depositInsert, findOrderByPaymentReference } from '../../db/deposits-queries.ts';
import { type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import type { Statement } from '../../db/store.ts';
import type { AppDeps } from '../../deps.ts';
import { invalidField } from '../../errors.ts';
import { type Asset, isFiat, STABLECOIN_SCALE, scaleOf } from '../assets.ts';
import { newId } from '../crypto.ts';
import { orderEvents } from '../orders/order-events.ts';
import { receiveFunds } from '../orders/receive-payment.ts';
import { depositToBulkPayment } from './bulk-deposit.ts';
import { leaveBulkPayment } from './bulk-membership.ts';
import { acceptsDeposit } from './bulk-settlement.ts';

export type DepositInput = { reference: string; amount: number; asset?: Asset };

/**
 * POST /api/sandbox/deposits: money arrives at a reference of the caller's broker. An order's own
 * reference pays that order (any other amount: `incorrectAmountPaid`, then a child order), and takes it out
 * of its bulk bank payment; a bulk payment's reference pays its orders (bulk-deposit.ts). A reference that
 * matches nothing awaiting this money, or a different asset, is recorded unmatched and changes nothing.
 * The deposit and everything it changes are one commit; a concurrent change to any of it answers 409 code
 * 36 and records nothing.
 */
export async function createSandboxDeposit(deps: AppDeps, brokerId: string, input: DepositInput) {
  const { store, clock } = deps;
  const at = clock.now();
  const orderRow = await findOrderByPaymentReference(store, brokerId, input.reference);
  const bulkRow = orderRow
    ? undefined
    : await findBulkBankPaymentByReference(store, brokerId, input.reference);
  const expected = (orderRow?.body.settlement.payment.asset ?? bulkRow?.body.fiat) as Asset | undefined;
  const asset = input.asset ?? expected;
  const amount = new Decimal(input.amount);
  const scale = asset ? scaleOf(asset) : STABLECOIN_SCALE;
  if (amount.decimalPlaces() > scale) {
    throw invalidField('body.amount', `has more than ${scale} decimals${asset ? ` (${asset})` : ''}`);
  }
  const received = amount.toFixed(scale);
  let effects: Statement[] = [];
  if (asset === expected && orderRow && awaitsOwnPayment(orderRow)) {
    effects = await depositToOrder(deps, orderRow, received, at);
  } else if (asset === expected && bulkRow && acceptsDeposit(bulkRow.body)) {
    effects = await depositToBulkPayment(deps, bulkRow, received, at);
  }
  const matched = effects.length > 0;
  const id = newId('dep', at);
  await store.commit([
    depositInsert(store, {
      id,
      brokerId,
      reference: input.reference,
      amount: received,
      asset: asset ?? null,
      matched,
      orderId: matched ? (orderRow?.id ?? null) : null,
      bulkBankPaymentId: matched ? (bulkRow?.id ?? null) : null,
      createdAt: at.toISOString(),
    }),
    ...effects,
  ]);
  return { depositId: id, reference: input.reference, amount: Number(received), matched };
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
): Promise<Statement[]> {
  const order = structuredClone(row.body);
  const left = await leaveBulkPayment(deps, order, at);
  const { steps, statements } = await receiveFunds(deps, row.brokerId, order, received, at);
  return [
    ...saveOrder(deps.store, row, order, at),
    ...orderEvents(deps.store, row.brokerId, order, steps, at),
    ...left,
    ...statements,
  ];
}
