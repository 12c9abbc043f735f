import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import type { NodeTricks } from './runtime.ts';

// Differential: with each thing the Node runtime does to be fast switched off (runtime.ts NodeTricks), the
// API answers a run of requests (the money path, a race for one quote, a retried booking, writes at once) as
// it does with all on, through the fetch the server serves. Ids, times and prices differ from run to run:
// answers are compared with every string holding a digit replaced by its order of first appearance (so an
// order still names the quote it booked), times and numbers by a mark.
const tricksOff: Record<string, Partial<NodeTricks>> = {
  'group commit': { groupCommit: false },
  'the checkpointer thread': { checkpointer: false },
  'admission in arrival order': { arrivalOrder: false },
  'native statements': { nativeStatements: false },
  'remembered reads': {
    rememberedReads: { callers: false, onboardingAccess: false, cryptoAddresses: false, orders: false },
  },
};

type Answer = { status: number; replayed: string | null; body: unknown };

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The answers with run-dependent values replaced (see above), the same marks throughout one run. */
function canonical(answers: Answer[]) {
  const marks = new Map<string, string>();
  const mark = (value: unknown): unknown => {
    if (typeof value === 'number') return '#';
    if (typeof value === 'string') {
      if (isoTime.test(value)) return '<time>';
      if (!/\d/.test(value)) return value;
      if (!marks.has(value)) marks.set(value, `<${marks.size}>`);
      return marks.get(value);
    }
    if (Array.isArray(value)) return value.map(mark);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mark(field)]));
    }
    return value;
  };
  return answers.map((answer) => ({ ...answer, body: mark(answer.body) }));
}

/** One run of requests through `runtime.fetch`, every answer in the order sent (a race's sorted by status). */
async function run(runtime: TestRuntime): Promise<Answer[]> {
  const send = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const all: Record<string, string> = { 'x-api-key': runtime.writeKey, ...headers };
    if (json !== undefined) all['content-type'] = 'application/json';
    const request = new Request(`http://localhost${path}`, {
      method,
      headers: all,
      body: JSON.stringify(json),
    });
    const response = await runtime.fetch(request);
    const text = await response.text();
    const answer: Answer = {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: text ? JSON.parse(text) : null,
    };
    answers.push(answer);
    return answer.body as { id: string };
  };
  const answers: Answer[] = [];
  const { userId } = runtime;
  const quote = () =>
    send('POST', '/api/quotes', {
      userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
  const address = await send('POST', '/api/addresses', {
    userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  const book = (quoteId: string, headers?: Record<string, string>) =>
    send('POST', '/api/orders', { quoteId, settlement: { payout: { addressId: address.id } } }, headers);

  // Two bookings of one quote at once: one order, one refusal.
  const raced = await quote();
  await Promise.all([book(raced.id), book(raced.id)]);
  const race = answers.splice(-2).sort((a, b) => a.status - b.status);
  answers.push(...race);
  const order = race[0]?.body as { id: string };
  await send('GET', `/api/orders/${order.id}`);
  await send('GET', `/api/orders/${order.id}`);
  await send('POST', '/api/payments/bank/check', { orderId: order.id });
  await send('POST', '/api/sandbox/clock/advance', { seconds: 60 });
  await send('GET', `/api/orders/${order.id}`);

  // A booking sent again with its Idempotency-Key: the first answer, replayed.
  const retried = await quote();
  const booked = await book(retried.id, { 'idempotency-key': `book-${retried.id}` });
  await book(retried.id, { 'idempotency-key': `book-${retried.id}` });
  await send('POST', `/api/orders/${booked.id}/cancel`);
  await send('GET', `/api/orders/${booked.id}`);
  await send('GET', `/api/orders?userId=${userId}&limit=5`);

  // Writes at once: quotes, then a booking of each.
  const quotes = await Promise.all([1, 2, 3, 4, 5, 6].map(() => quote()));
  await Promise.all(quotes.map((each) => book(each.id)));
  await send('GET', '/api/market/prices/spot?side=buy&fiat=MXN&country=MX&crypto=USDC');
  await book('quo_unknown');
  return answers;
}

let expected: ReturnType<typeof canonical>;

beforeAll(async () => {
  const runtime = await openTestRuntime('tricks-on');
  try {
    expected = canonical(await run(runtime));
  } finally {
    runtime.dispose();
  }
}, 60_000);

describe('the API answers the same with a trick of the Node runtime switched off', () => {
  it('with all on, the run does what it should (the check itself)', () => {
    const statuses = expected.map((answer) => answer.status);
    expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 409]);
    expect(expected.find((answer) => answer.replayed === 'true')?.status).toBe(201);
    expect(JSON.stringify(expected)).toContain('"status":"complete"');
    expect(statuses.at(-1)).toBe(404);
  });

  const opened: TestRuntime[] = [];
  afterAll(() => {
    for (const runtime of opened) runtime.dispose();
  });
  for (const [name, tricks] of Object.entries(tricksOff)) {
    it(`without ${name}`, async () => {
      const runtime = await openTestRuntime('tricks-off', {}, undefined, tricks);
      opened.push(runtime);
      expect(canonical(await run(runtime))).toEqual(expected);
    }, 60_000);
  }
});
