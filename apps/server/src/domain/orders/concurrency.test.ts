import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, jobs } from '../../db/schema.ts';
import { ConcurrentChangeError } from '../../db/store.ts';
import { openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';

// Every state change is one transaction: concurrent requests on one order end in exactly one outcome. In
// process every step but the writes is synchronous, so each commit is delayed: both requests of a race read
// the order before either commits, and the guarded update (saveOrder, the quote booking) has to refuse the
// second one.
let runtime: TestRuntime;
let writeKey = '';
let userId = '';
let addressId = '';
const rounds = 20;

type Answer = { status: number; body: unknown };
type Amounts = { amount: number; amountSettled: number; status: string; transactions: { amount: number }[] };
type ApiOrder = {
  id: string;
  quoteId: string;
  status: string;
  paymentReceivedAt?: string;
  settlement: { payment: Amounts; payout: Amounts };
};

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
const readOrder = async (id: string) => (await send('GET', `/api/orders/${id}`)).body as ApiOrder;
const cancel = (id: string) => send('POST', `/api/orders/${id}/cancel`);
const confirm = (orderId: string) => send('POST', '/api/payments/bank/check', { orderId });
const book = (quoteId: string) =>
  send('POST', '/api/orders', { quoteId, settlement: { payout: { addressId } } });

async function newQuote(): Promise<string> {
  const created = await send('POST', '/api/quotes', {
    userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: string }).id;
}

async function awaitingOrders(): Promise<ApiOrder[]> {
  const quoteIds = await Promise.all(Array.from({ length: rounds }, newQuote));
  const booked = await Promise.all(quoteIds.map(book));
  for (const answer of booked) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return booked.map((answer) => answer.body as ApiOrder);
}

/** Delays every commit from now on, so that requests overlap; counts the commits the store refused. */
function slowCommits(
  refusal: (error: unknown) => boolean = (error) => error instanceof ConcurrentChangeError,
): { refused: number } {
  const counter = { refused: 0 };
  const commit = runtime.store.commit.bind(runtime.store);
  vi.spyOn(runtime.store, 'commit').mockImplementation(async (statements) => {
    await new Promise((resolve) => setTimeout(resolve, 3));
    try {
      return await commit(statements);
    } catch (error) {
      if (refusal(error)) counter.refused += 1;
      throw error;
    }
  });
  return counter;
}

/** The order's `order.statusChanged` events into `status`, and its jobs of `kind`. */
async function sideEffects(orderId: string, status: string, kind: string) {
  const emitted = (
    await runtime.store.db.select().from(events).where(eq(events.event, 'order.statusChanged'))
  )
    .map((row) => row.data as { id: string; status: string })
    .filter((data) => data.id === orderId && data.status === status);
  const queued = (await runtime.store.db.select().from(jobs).where(eq(jobs.subjectId, orderId))).filter(
    (job) => job.kind === kind,
  );
  return { events: emitted.length, jobs: queued.length };
}

async function expectCancelled(id: string): Promise<void> {
  const final = await readOrder(id);
  expect(final.status).toBe('cancelled');
  expect(final.settlement.payment).toMatchObject({ status: 'cancelled', amountSettled: 0, transactions: [] });
  expect(final.paymentReceivedAt).toBeUndefined();
  expect(await sideEffects(id, 'cancelled', 'order.advance')).toEqual({ events: 1, jobs: 0 });
}

async function expectPaidOnce(id: string): Promise<void> {
  const final = await readOrder(id);
  expect(final.status).toBe('paid');
  const payment = final.settlement.payment;
  expect(payment).toMatchObject({ status: 'fundsReceived', amountSettled: payment.amount });
  expect(payment.transactions.map((transaction) => transaction.amount)).toEqual([payment.amount]);
  expect(await sideEffects(id, 'paid', 'order.advance')).toEqual({ events: 1, jobs: 1 });
}

beforeAll(async () => {
  runtime = await openTestRuntime('order-races');
  writeKey = runtime.writeKey;
  userId = runtime.userId;
  const address = await send('POST', '/api/addresses', {
    userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  addressId = (address.body as { id: string }).id;
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => runtime.dispose());

describe('concurrent requests on one order', () => {
  it('cancel against payment confirmation: one wins, the loser gets 409 (23, 31 or 36)', async () => {
    const orders = await awaitingOrders();
    const slow = slowCommits();
    const winners = { cancel: 0, payment: 0 };
    await Promise.all(
      orders.map(async ({ id }, round) => {
        // Alternate which request starts first, so that either can win. The first one runs up to its
        // delayed commit before the other starts (authentication and reads are synchronous here, so
        // without the pause the request with fewer steps would always get to its commit first).
        const confirmFirst = round % 2 === 1 ? confirm(id) : undefined;
        const cancelling = confirmFirst ? new Promise(setImmediate).then(() => cancel(id)) : cancel(id);
        const confirming = confirmFirst ?? new Promise(setImmediate).then(() => confirm(id));
        const [cancelled, confirmed] = await Promise.all([cancelling, confirming]);
        expect([cancelled, confirmed].filter((answer) => answer.status === 200)).toHaveLength(1);
        if (cancelled.status === 200) {
          winners.cancel += 1;
          expect([confirmed.status, [31, 36].includes(codeOf(confirmed) ?? 0)]).toEqual([409, true]);
          await expectCancelled(id);
        } else {
          winners.payment += 1;
          expect([cancelled.status, [23, 36].includes(codeOf(cancelled) ?? 0)]).toEqual([409, true]);
          await expectPaidOnce(id);
        }
      }),
    );
    expect(winners.cancel).toBeGreaterThan(0);
    expect(winners.payment).toBeGreaterThan(0);
    expect(slow.refused, 'the requests overlapped: the guard refused the losers').toBeGreaterThan(0);
  });

  it('two payment confirmations: one is recorded, the other gets 409 (31 or 36); paid once', async () => {
    const orders = await awaitingOrders();
    const slow = slowCommits();
    await Promise.all(
      orders.map(async ({ id }) => {
        const answers = await Promise.all([confirm(id), confirm(id)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const lost = answers.find((answer) => answer.status === 409) ?? { status: 0, body: {} };
        expect([31, 36]).toContain(codeOf(lost));
        await expectPaidOnce(id);
      }),
    );
    expect(slow.refused).toBeGreaterThan(0);
  });

  it('two bookings of one quote: one order, the other booking gets 409 code 22 naming it', async () => {
    const quoteIds = await Promise.all(Array.from({ length: rounds }, newQuote));
    // The unique index on the booked quote refuses the second order.
    const slow = slowCommits((error) => String(error).includes('orders.booked_quote_id'));
    await Promise.all(
      quoteIds.map(async (quoteId) => {
        const answers = await Promise.all([book(quoteId), book(quoteId)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        const won = answers.find((answer) => answer.status === 201)?.body as ApiOrder;
        const lost = answers.find((answer) => answer.status === 409) ?? { status: 0, body: {} };
        expect(codeOf(lost)).toBe(22);
        expect(JSON.stringify(lost.body)).toContain(won.id);
      }),
    );
    expect(slow.refused).toBeGreaterThan(0);
    vi.restoreAllMocks();
    const listed = (await send('GET', '/api/orders?limit=100')).body as ApiOrder[];
    for (const quoteId of quoteIds) {
      expect(listed.filter((entry) => entry.quoteId === quoteId)).toHaveLength(1);
    }
  });

  it('two bookings with one clientReferenceId: one order, the other gets 409 code 20 naming it', async () => {
    const pairs = await Promise.all(
      Array.from({ length: rounds }, async () => [await newQuote(), await newQuote()] as const),
    );
    slowCommits();
    await Promise.all(
      pairs.map(async ([first, second], round) => {
        const clientReferenceId = `race-${round}-${first}`;
        const bookWith = (quoteId: string) =>
          send('POST', '/api/orders', { quoteId, settlement: { payout: { addressId } }, clientReferenceId });
        const answers = await Promise.all([bookWith(first), bookWith(second)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        const won = answers.find((answer) => answer.status === 201)?.body as ApiOrder;
        const lost = answers.find((answer) => answer.status === 409) ?? { status: 0, body: {} };
        expect(codeOf(lost)).toBe(20);
        expect(JSON.stringify(lost.body)).toContain(won.id);
      }),
    );
    vi.restoreAllMocks();
  });
});
