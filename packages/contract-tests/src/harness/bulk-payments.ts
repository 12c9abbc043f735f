import type { components } from '@cambio/client';
import { expect } from 'vitest';
import { awaitingFiatOrder, type Order, readOrder } from './money.ts';
import type { Tenant } from './tenant.ts';

// Bulk bank payments (spec 4.11) and sandbox deposits as their tests make and read them.
type BulkBankPayment = components['schemas']['BulkBankPayment'];
type SandboxDeposit = components['schemas']['SandboxDeposit'];

export async function createBulk(owner: Tenant, body: Record<string, unknown>): Promise<BulkBankPayment> {
  const created = await owner.call<BulkBankPayment>({
    method: 'POST',
    path: '/api/payments/bank/bulk',
    body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function readBulk(owner: Tenant, id: string): Promise<BulkBankPayment> {
  const read = await owner.call<BulkBankPayment>({ method: 'GET', path: `/api/payments/bank/bulk/${id}` });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body;
}

export async function deposit(owner: Tenant, reference: string, amount: number, asset?: string) {
  const made = await owner.call<SandboxDeposit>({
    method: 'POST',
    path: '/api/sandbox/deposits',
    body: { reference, amount, ...(asset ? { asset } : {}) },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body;
}

// Jobs run on the Worker after each request and other files move the shared sandbox clock: an order paid a
// moment ago may already have taken its next steps, so any status past the payment counts as paid.
const afterPayment = new Set([
  'paid',
  'sourcingLiquidity',
  'liquiditySourced',
  'awaitingPayout',
  'awaitingAsyncPayout',
  'complete',
]);
export const stage = (status: string) => (afterPayment.has(status) ? 'paid' : status);
/** Likewise a bulk payment whose orders were all paid may already have completed with them. */
export const allPaid = ['awaitingAsyncPayoutForOrders', 'complete'];

export const statuses = async (owner: Tenant, orders: Order[]) =>
  Promise.all(orders.map(async (entry) => stage((await readOrder(owner, entry.id)).status)));

/** Two orders awaiting payment in one bulk bank payment, as it answers and reads back. */
export async function bulkOfTwo(tenant: Tenant) {
  const first = await awaitingFiatOrder(tenant, 1000);
  const second = await awaitingFiatOrder(tenant, 1500);
  const bulk = await createBulk(tenant, { orderIds: [second.id, first.id] });
  expect(bulk).toMatchObject({
    userId: tenant.userId,
    orderIds: [first.id, second.id],
    orderIdsPaid: [],
    amount: 2500,
    amountReceived: 0,
    fiat: 'MXN',
    status: 'awaitingPayment',
    CCI: null,
  });
  expect(bulk.id).toMatch(/^bbp_/);
  expect(bulk.reference).toMatch(/^CMBB[A-Z0-9]{9}$/);
  expect(bulk.CLABE).toMatch(/^\d{18}$/);
  expect(bulk.instructions).toMatchObject({ reference: bulk.reference, bankName: bulk.bankName });
  expect((await readOrder(tenant, first.id)).settlement.payment.bulkBankPaymentId).toBe(bulk.id);
  expect(await readBulk(tenant, bulk.id)).toEqual(bulk);
  return { first, second, bulk };
}
