import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bulkBankPayments, orders } from '../db/schema.ts';
import { BoundWrite } from '../db/statements.ts';
import type { Statement } from '../deps.ts';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';

// References drawn at random (orders' on D1, bulk payments' everywhere) can repeat a stored one. The change
// that drew it is then made again with another reference, instead of failing with 409.
let runtime: TestRuntime;
let writeKey = '';
let userId = '';
let brokerId = '';
let addressId = '';

async function call(path: string, json: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await runtime.app.request(path, {
    method: 'POST',
    headers: { 'x-api-key': writeKey, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function newQuote(origin: unknown, destination: unknown): Promise<string> {
  const quote = await call('/api/quotes', { userId, country: 'MX', origin, destination });
  expect(quote.status, JSON.stringify(quote.body)).toBe(201);
  return String(quote.body.id);
}

const mxnToUsdc = () => newQuote({ asset: 'MXN', amount: 1000 }, { asset: 'USDC', network: 'polygon' });
const book = (quoteId: string) => call('/api/orders', { quoteId, settlement: { payout: { addressId } } });

const referenceOf = (order: Record<string, unknown>) =>
  (order as { settlement: { payment: { instructions: { reference: string } } } }).settlement.payment
    .instructions.reference;

type Commit = (statements: Statement[]) => Promise<void>;

/** Commits from now on: the first `refused` go to `refuse` (given the store's own commit), the rest are made. */
function refuseCommits(refused: number, refuse: (statements: Statement[], commit: Commit) => Promise<void>) {
  const commit: Commit = runtime.store.commit.bind(runtime.store);
  let calls = 0;
  vi.spyOn(runtime.store, 'commit').mockImplementation((statements) => {
    calls += 1;
    return calls <= refused ? refuse(statements, commit) : commit(statements);
  });
  return { calls: () => calls };
}

const taken = (column: string) => () => Promise.reject(new Error(`UNIQUE constraint failed: ${column}`));

beforeAll(async () => {
  runtime = await openTestRuntime('drawn-references');
  writeKey = runtime.writeKey;
  userId = runtime.userId;
  brokerId = runtime.brokerId;
  const address = await call('/api/addresses', {
    userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  expect(address.status).toBe(201);
  addressId = String(address.body.id);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => runtime.dispose());

describe('a drawn reference that is already stored', () => {
  it('books the order with another payment reference (a real unique-index refusal)', async () => {
    const quoteId = await mxnToUsdc();
    let drawn = '';
    // Another writer stores an order with the reference this booking drew, just before its commit.
    const commits = refuseCommits(1, async (statements, commit) => {
      const insert = statements.find(
        (statement) => statement instanceof BoundWrite && 'paymentReference' in statement.values,
      ) as BoundWrite;
      drawn = String(insert.values.paymentReference);
      const at = new Date().toISOString();
      await commit([
        runtime.store.db.insert(orders).values({
          id: 'ord_other_writer',
          brokerId,
          userId,
          status: 'awaitingPayment',
          paymentReference: drawn,
          body: {},
          createdAt: at,
          updatedAt: at,
        }),
      ]);
      await commit(statements);
    });

    const booked = await book(quoteId);

    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(commits.calls()).toBe(2);
    expect(drawn).toMatch(/^CMB/);
    const reference = referenceOf(booked.body);
    expect(reference).not.toBe(drawn);
    const stored = await runtime.store.db
      .select()
      .from(orders)
      .where(eq(orders.id, String(booked.body.id)));
    expect(stored.map((row) => row.paymentReference)).toEqual([reference]);
    const holders = await runtime.store.db.select().from(orders).where(eq(orders.paymentReference, drawn));
    expect(holders.map((row) => row.id)).toEqual(['ord_other_writer']);
  });

  it('gives up after three attempts with the documented conflict', async () => {
    const quoteId = await mxnToUsdc();
    const commits = refuseCommits(3, taken('orders.payment_reference'));
    const before = (await runtime.store.db.select({ id: orders.id }).from(orders)).length;

    const booked = await book(quoteId);

    expect(booked.status).toBe(409);
    expect(booked.body).toEqual({ errors: [{ code: 35, message: 'Resource already exists' }] });
    expect(commits.calls()).toBe(3);
    expect((await runtime.store.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('does not retry a refusal by another unique index', async () => {
    const quoteId = await mxnToUsdc();
    // Reaches the retry as it is: the booking names no clientReferenceId, so nothing turns it into its own error.
    const commits = refuseCommits(1, taken('orders.user_id, orders.client_reference_id'));
    const booked = await book(quoteId);
    expect(booked.status).toBe(409);
    expect(commits.calls()).toBe(1);
  });

  it('makes a bulk bank payment with another reference', async () => {
    const booked = await book(await mxnToUsdc());
    expect(booked.status).toBe(201);
    const commits = refuseCommits(1, taken('bulk_bank_payments.reference'));

    const bulk = await call('/api/payments/bank/bulk', { orderIds: [booked.body.id] });

    expect(bulk.status, JSON.stringify(bulk.body)).toBe(201);
    expect(commits.calls()).toBe(2);
    const stored = await runtime.store.db
      .select()
      .from(bulkBankPayments)
      .where(eq(bulkBankPayments.id, String(bulk.body.id)));
    expect(stored).toHaveLength(1);
  });

  it('adds a bank account whose waiting order drew a taken reference', async () => {
    // A USDC to MXN order without a bank account waits for one; the account gives it its instructions.
    const quoteId = await newQuote({ asset: 'USDC', network: 'polygon', amount: 100 }, { asset: 'MXN' });
    const waiting = await call('/api/orders', { quoteId });
    expect(waiting.body.status).toBe('awaitingBankPayoutDetails');
    const commits = refuseCommits(1, taken('orders.payment_reference'));

    const account = await call('/api/bank/accounts', {
      userId,
      accountHolderName: 'Ana Torres',
      country: 'MX',
      fiat: 'MXN',
      CLABE: '012180001234567899',
    });

    expect(account.status, JSON.stringify(account.body)).toBe(201);
    expect(commits.calls()).toBe(2);
    const [order] = await runtime.store.db
      .select()
      .from(orders)
      .where(eq(orders.id, String(waiting.body.id)));
    expect(order?.status).toBe('awaitingPayment');
    expect(order?.paymentReference).toMatch(/^CMB/);
  });
});
