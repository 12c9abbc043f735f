import Decimal from 'decimal.js';
import {
  awaitingPaymentOrders,
  collectingKey,
  findCollectingBulkBankPayment,
  insertBulkBankPayment,
} from '../../db/bulk-bank-payments-queries.ts';
import { findOrder, type OrderRow, saveOrder } from '../../db/orders-queries.ts';
import { findUser } from '../../db/users-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import type { BulkBankPaymentRecord } from '../../records.ts';
import { type Country, type Fiat, isFiat } from '../assets.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId, randomCode } from '../crypto.ts';
import { withFreshReferences } from '../drawn-references.ts';
import { jobStatement } from '../jobs/job-queue.ts';
import { maxBulkOrders } from './bulk-membership.ts';

export type NewBulkBankPayment = Schemas['CreateBulkBankPaymentRequest'];

/** A bulk payment created without orders that none joined within this time is cancelled. */
export const awaitingOrdersWindowMs = 24 * 60 * 60 * 1000;

/** A unique bulk payment reference: `CMBB` and 9 characters of a base32 alphabet banks accept. */
export function bulkPaymentReference(): string {
  return `CMBB${randomCode(9)}`;
}

/**
 * Spec 4.11: groups orders of one user, fiat and country under one reference. Every field of the
 * request is taken here, the fiat and country by fromOrders and collecting (noFieldsLeft): a field the
 * document adds is a type error here.
 */
export async function createBulkBankPayment(
  deps: AppDeps,
  brokerId: string,
  input: NewBulkBankPayment,
): Promise<BulkBankPaymentRecord> {
  const { orderIds, userId, fiat: _fiat, country: _country, ...rest } = { orderIds: undefined, ...input };
  noFieldsLeft(rest);
  if (userId && !(await findUser(deps.store, brokerId, userId))) throw new ApiError('userNotFound');
  return withFreshReferences(() =>
    'orderIds' in input ? fromOrders(deps, brokerId, input) : collecting(deps, brokerId, input),
  );
}

/** The named orders: each awaiting a bank payment and in no other bulk payment, all of one user, fiat, country. */
async function fromOrders(deps: AppDeps, brokerId: string, input: Schemas['BulkBankPaymentOfOrders']) {
  const rows: OrderRow[] = [];
  for (const id of input.orderIds) {
    const row = await findOrder(deps.store, brokerId, id);
    if (!row) throw new ApiError('orderNotFound', { message: `Order not found: ${id}` });
    rows.push(row);
  }
  for (const { body } of rows) {
    const payment = body.settlement.payment;
    const problem = !isFiat(payment.asset)
      ? 'it is paid in crypto, not by bank transfer'
      : body.status !== 'awaitingPayment'
        ? `it is ${body.status}, not awaitingPayment`
        : payment.bulkBankPaymentId
          ? `it is already in bulk bank payment ${payment.bulkBankPaymentId}`
          : undefined;
    if (problem) {
      throw new ApiError('paymentNotAllowed', {
        message: `Order ${body.id} cannot join a bulk bank payment: ${problem}`,
      });
    }
  }
  const [first] = rows;
  if (!first) throw invalidField('body.orderIds', 'must name at least one order');
  const fiat = first.body.settlement.payment.asset;
  if (!isFiat(fiat)) throw invalidField('body.orderIds', `must be orders paid in fiat: ${first.id} is not`);
  const group = { userId: first.body.userId, fiat, country: first.body.origin.country };
  const mixed = rows.find(
    ({ body }) =>
      body.userId !== group.userId ||
      body.settlement.payment.asset !== group.fiat ||
      body.origin.country !== group.country,
  );
  if (mixed) {
    throw invalidField(
      'body.orderIds',
      `must be orders of one user, fiat currency and country: ${mixed.id} differs from ${first.id}`,
    );
  }
  for (const field of ['userId', 'fiat', 'country'] as const) {
    const given = input[field];
    if (given !== undefined && given !== group[field]) {
      throw invalidField(`body.${field}`, `must match the orders (${group[field]}) when orderIds is given`);
    }
  }
  return insert(deps, brokerId, group, rows, null);
}

/**
 * No orders named: the user's orders of the fiat and country awaiting payment now, and later ones. The fiat
 * is one of the country's (the schema's form per country).
 */
async function collecting(deps: AppDeps, brokerId: string, input: Schemas['CollectingBulkBankPayment']) {
  const { fiat, country, userId } = input;
  const existing = await findCollectingBulkBankPayment(deps.store, userId, fiat, country);
  if (existing) {
    throw new ApiError('duplicateResource', {
      message: `Resource already exists: bulk bank payment ${existing.id} already collects the ${fiat} orders of ${userId} in ${country}`,
    });
  }
  const rows = (await awaitingPaymentOrders(deps.store, brokerId, userId))
    .filter(({ body }) => {
      const payment = body.settlement.payment;
      return payment.asset === fiat && body.origin.country === country && !payment.bulkBankPaymentId;
    })
    .slice(0, maxBulkOrders);
  return insert(deps, brokerId, { userId, fiat, country }, rows, collectingKey(fiat, country));
}

async function insert(
  deps: AppDeps,
  brokerId: string,
  group: { userId: string; fiat: Fiat; country: Country },
  rows: OrderRow[],
  collectsAs: string | null,
): Promise<BulkBankPaymentRecord> {
  const { store, clock } = deps;
  const at = clock.now();
  const id = newId('bbp', at);
  const reference = bulkPaymentReference();
  const ordered = [...rows].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const amount = ordered.reduce((sum, row) => sum.plus(row.body.settlement.payment.amount), new Decimal(0));
  const body: BulkBankPaymentRecord = {
    id,
    createdAt: at.toISOString(),
    userId: group.userId,
    orderIds: ordered.map((row) => row.id),
    orderIdsPaid: [],
    amount: amount.toFixed(2),
    amountReceived: '0.00',
    amountApplied: '0.00',
    fiat: group.fiat,
    country: group.country,
    status: ordered.length > 0 ? 'awaitingPayment' : 'awaitingOrders',
    reference,
    instructions: deps.paymentDetails.bankInstructions(group.country, group.fiat, reference),
    orderIdsComplete: [],
  };
  const statements: Statement[] = [
    insertBulkBankPayment(store, {
      id,
      brokerId,
      userId: group.userId,
      reference,
      body,
      createdAt: body.createdAt,
      updatedAt: body.createdAt,
      collectingKey: collectsAs,
    }),
  ];
  for (const row of ordered) {
    const order = structuredClone(row.body);
    order.settlement.payment.bulkBankPaymentId = id;
    statements.push(...saveOrder(store, row, order, at));
  }
  if (body.status === 'awaitingOrders') {
    const dueAt = new Date(at.getTime() + awaitingOrdersWindowMs);
    statements.push(
      jobStatement(deps, { kind: 'bulkBankPayment.expire', brokerId, subjectId: id, dueAt, at }),
    );
  }
  await store.commit(statements);
  return body;
}
