import Decimal from 'decimal.js';
import { type BulkBankPaymentRow, saveBulkBankPayment } from '../../db/bulk-bank-payments-queries.ts';
import { findOrder, type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { orderEvents } from '../orders/order-events.ts';
import { type ReceivedTrace, receiveFunds } from '../orders/receive-payment.ts';
import { allocateCredit, settledStatus } from './bulk-settlement.ts';

/**
 * A deposit to a bulk bank payment's reference. Together with what an earlier short deposit
 * left, it pays the waiting orders oldest first, each in full, as an individual payment would (re-quoted
 * when its quote expired); it stops at the first order it cannot pay, which waits with the rest for a top-up.
 * Each order paid records the transfer's `trace` (the sandbox's simulated one without it).
 * Returns the guarded updates of the bulk payment and of every order it paid, for one commit.
 */
export async function depositToBulkPayment(
  deps: AppDeps,
  row: BulkBankPaymentRow,
  amount: string,
  at: Date,
  trace?: ReceivedTrace,
): Promise<Statement[]> {
  const { store } = deps;
  const body = structuredClone(row.body);
  body.amountReceived = new Decimal(body.amountReceived).plus(amount).toFixed(2);
  const rows = await Promise.all(body.orderIds.map((id) => findOrder(store, row.brokerId, id)));
  const pending = rows
    .filter((order): order is OrderRow => order?.body.status === 'awaitingPayment')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const credit = new Decimal(body.amountReceived).minus(body.amountApplied).toFixed(2);
  const { paid } = allocateCredit(
    pending.map((order) => ({ id: order.id, amount: order.body.settlement.payment.amount })),
    credit,
  );
  const statements: Statement[] = [];
  for (const { id, amount: due } of paid) {
    const orderRow = pending.find((order) => order.id === id);
    if (!orderRow) continue;
    const order = structuredClone(orderRow.body);
    const effects = await receiveFunds(deps, row.brokerId, order, due, at, {
      reference: body.reference,
      trace,
    });
    statements.push(
      ...saveOrder(store, orderRow, order, at),
      ...orderEvents(deps, row.brokerId, order, effects.steps, at),
      ...effects.statements,
    );
    body.amountApplied = new Decimal(body.amountApplied).plus(due).toFixed(2);
  }
  const paidIds = new Set(paid.map((order) => order.id));
  body.orderIds = body.orderIds.filter((id) => !paidIds.has(id));
  body.orderIdsPaid.push(...paid.map((order) => order.id));
  body.status = settledStatus(body);
  return [...saveBulkBankPayment(store, row, body, at), ...statements];
}
