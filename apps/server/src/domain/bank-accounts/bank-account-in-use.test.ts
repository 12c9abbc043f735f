import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bankAccounts, orders, quotes } from '../../db/schema.ts';
import type { Statement } from '../../deps.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';
import { weighted371CheckDigit } from './validate.ts';

// Spec 4.16: an account an open order uses cannot be deleted. The rule holds when the order appears after
// the delete's first read (the delete's own statement carries the condition), and an order cannot be booked
// on an account deleted after the booking's read (its commit checks the account is still there).
let runtime: TestRuntime;
let writeKey = '';
let userId = '';

type Answer = { status: number; body: unknown };

async function send(method: string, path: string, json?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'x-api-key': writeKey };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await runtime.app.request(path, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const codeOf = (answer: Answer) => (answer.body as { errors?: { code: number }[] }).errors?.[0]?.code;
const idOf = (answer: Answer) => (answer.body as { id: string }).id;

/** A CLABE of bank 012 (BBVA) with a valid check digit. */
const clabe = (account: string) => `012180${account}${weighted371CheckDigit(`012180${account}`)}`;

async function newAccount(CLABE: string): Promise<string> {
  const created = await send('POST', '/api/bank/accounts', {
    userId,
    country: 'MX',
    fiat: 'MXN',
    accountHolderName: 'Sandbox Broker',
    CLABE,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return idOf(created);
}

async function newQuote(): Promise<string> {
  const created = await send('POST', '/api/quotes', {
    userId,
    country: 'MX',
    origin: { asset: 'USDC', network: 'polygon', amount: 100 },
    destination: { asset: 'MXN' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return idOf(created);
}

/** Runs `meanwhile` (committed on its own) right before the next commit: what a concurrent request does. */
function beforeNextCommit(meanwhile: () => Statement): void {
  const commit = runtime.store.commit.bind(runtime.store);
  vi.spyOn(runtime.store, 'commit').mockImplementationOnce(async (statements) => {
    await commit([meanwhile()]);
    return commit(statements);
  });
}

beforeAll(async () => {
  runtime = await openTestRuntime('account-in-use');
  writeKey = runtime.writeKey;
  userId = runtime.userId;
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => runtime.dispose());

describe('a bank account an open order uses', () => {
  it('is not deleted when the order becomes open between the check and the delete (409 code 30)', async () => {
    const accountId = await newAccount(clabe('00000000001'));
    const booked = await send('POST', '/api/orders', {
      quoteId: await newQuote(),
      settlement: { payout: { bankAccountId: accountId } },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const orderId = idOf(booked);
    expect((await send('POST', `/api/orders/${orderId}/cancel`)).status).toBe(200);

    // The delete reads no open order; before it commits, the order is open again.
    beforeNextCommit(() =>
      runtime.store.db.update(orders).set({ status: 'awaitingPayment' }).where(eq(orders.id, orderId)),
    );
    const refused = await send('DELETE', `/api/bank/accounts/${accountId}`);
    expect([refused.status, codeOf(refused)]).toEqual([409, 30]);
    expect(JSON.stringify(refused.body)).toContain(orderId);
    expect((await send('GET', `/api/bank/accounts/${accountId}`)).status).toBe(200);
  });

  it('is not booked into an order when it was deleted between the read and the booking (404 code 5)', async () => {
    const accountId = await newAccount(clabe('00000000002'));
    const quoteId = await newQuote();
    beforeNextCommit(() =>
      runtime.store.db
        .update(bankAccounts)
        .set({ deletedAt: new Date().toISOString() })
        .where(eq(bankAccounts.id, accountId)),
    );
    const refused = await send('POST', '/api/orders', {
      quoteId,
      settlement: { payout: { bankAccountId: accountId } },
    });
    expect([refused.status, codeOf(refused)]).toEqual([404, 5]);
    const [quote] = await runtime.store.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote?.orderId).toBeNull();
  });
});
