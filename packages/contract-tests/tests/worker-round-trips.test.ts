import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetName } from '../src/harness/target.ts';
import { startReceiver } from '../src/harness/webhook-receiver.ts';
import { type LocalWorker, startLocalWorker } from '../src/setup/local-worker.ts';
import { startProductionWorker } from '../src/setup/production-worker.ts';

type RoundTrips = { beforeAnswer: number; afterAnswer: number };

// D1 round trips per request on a warm isolate (issue 31; the table of docs/deploying.md): each D1 query or
// batch is a network round trip on Cloudflare. The Worker of this file counts them
// (apps/server/src/testing/counted-worker.ts); a count, not a time: a new query on one of these paths fails
// here. Each case runs twice and the second is counted, so that what an isolate does once is not. Both modes
// have the same targets: a production Worker (its operator's broker and live key) counts the same cases.
const entrypoint = 'src/testing/counted-worker.ts';
const modes = ['sandbox', 'production'] as const;

describe.runIf(targetName() === 'worker').each(modes)(
  'D1 round trips per request on workerd, %s mode',
  (mode) => {
    let worker: LocalWorker;
    let key = '';
    let dispose = async () => {};
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let userId = '';
    let addressId = '';

    /** A request with the bootstrap key, once its tail is done: its answer and its round trips. */
    const send = async (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const all = {
        'x-api-key': key,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      };
      const response = await fetch(`${worker.baseUrl}${path}`, {
        method,
        // A header given as '' is left out (a request without a key).
        headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      const trips = (await (await fetch(`${worker.baseUrl}/__round-trips`)).json()) as RoundTrips;
      return {
        status: response.status,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        trips,
      };
    };
    /** The round trips of `request`'s second run (its answer checked each time). */
    const counted = async (request: () => Promise<{ status: number; trips: RoundTrips }>, status: number) => {
      await request().then((answer) => expect(answer.status, 'run 1').toBe(status));
      const answer = await request();
      expect(answer.status, 'run 2').toBe(status);
      return answer.trips;
    };
    const quote = async () =>
      (
        await send('POST', '/api/quotes', {
          userId,
          country: 'MX',
          origin: { asset: 'MXN', amount: 1000 },
          destination: { asset: 'USDC', network: 'polygon' },
        })
      ).json.id as string;
    const booking = async (headers: Record<string, string> = {}) => {
      const quoteId = await quote();
      return send('POST', '/api/orders', { quoteId, settlement: { payout: { addressId } } }, headers);
    };

    beforeAll(async () => {
      if (mode === 'production') {
        const production = await startProductionWorker({ entrypoint });
        ({ worker, liveKey: key } = production);
        dispose = production.dispose;
      } else {
        worker = await startLocalWorker({}, { entrypoint });
        key = worker.bootstrapKey;
        dispose = worker.dispose;
      }
      receiver = await startReceiver();
      userId = ((await send('GET', '/api/users')).json as unknown as Array<{ id: string }>)[0]?.id ?? '';
      // The operator's user of a production broker is approved by init; its terms are accepted here.
      const terms = await send('POST', `/api/users/${userId}/terms/accept`);
      expect(terms.status, JSON.stringify(terms.json)).toBeLessThan(300);
      addressId = (
        await send('POST', '/api/addresses', {
          userId,
          network: 'polygon',
          address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        })
      ).json.id as string;
    });
    afterAll(async () => {
      await receiver?.close();
      await dispose();
    });

    const cases: Array<[string, () => ReturnType<typeof send>, number, RoundTrips]> = [
      [
        'no key (401)',
        () => send('GET', '/api/orders', undefined, { 'x-api-key': '' }),
        401,
        { beforeAnswer: 0, afterAnswer: 0 },
      ],
      [
        'spot price',
        () => send('GET', '/api/market/prices/spot?side=buy&fiat=MXN&country=MX&crypto=USDC'),
        200,
        { beforeAnswer: 1, afterAnswer: 0 },
      ],
      [
        'quote',
        () =>
          send('POST', '/api/quotes', {
            userId,
            country: 'MX',
            origin: { asset: 'MXN', amount: 1000 },
            destination: { asset: 'USDC', network: 'polygon' },
          }),
        201,
        { beforeAnswer: 2, afterAnswer: 0 },
      ],
      ['booking', () => booking(), 201, { beforeAnswer: 2, afterAnswer: 0 }],
      [
        'booking with an Idempotency-Key',
        () => booking({ 'idempotency-key': crypto.randomUUID() }),
        201,
        { beforeAnswer: 2, afterAnswer: 0 },
      ],
      ['order list', () => send('GET', '/api/orders?limit=1'), 200, { beforeAnswer: 1, afterAnswer: 0 }],
      ['event list', () => send('GET', '/api/events?limit=1'), 200, { beforeAnswer: 1, afterAnswer: 0 }],
    ];

    it.each(cases)('%s', async (_name, request, status, expected) => {
      expect(await counted(request, status)).toEqual(expected);
    });

    it('order read', async () => {
      const order = await booking();
      expect(await counted(() => send('GET', `/api/orders/${order.json.id}`), 200)).toEqual({
        beforeAnswer: 1,
        afterAnswer: 0,
      });
    });

    it("a booking retried with its Idempotency-Key: the stored answer, read with the booking's reads", async () => {
      const quoteId = await quote();
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const book = () =>
        send('POST', '/api/orders', { quoteId, settlement: { payout: { addressId } } }, headers);
      const first = await book();
      expect(first.status).toBe(201);
      const retry = await counted(book, 201);
      expect(retry).toEqual({ beforeAnswer: 1, afterAnswer: 0 });
    });

    // Sandbox only: a production Worker delivers to public https addresses, and has no sandbox clock.
    it.runIf(mode === 'sandbox')(
      'booking with a webhook registered: its delivery sent by the scheduler, not the request',
      async () => {
        const url = receiver.url();
        const registered = await send('POST', '/api/webhooks', { type: 'orders', url, retryOnFailure: true });
        expect(registered.status).toBe(201);
        expect(await counted(() => booking(), 201)).toEqual({ beforeAnswer: 2, afterAnswer: 0 });
        // Both bookings' deliveries arrive without another request: the scheduler's alarm sends them.
        await expect
          .poll(() => receiver.to(url).length, { timeout: 60_000, interval: 50 })
          .toBeGreaterThanOrEqual(2);
      },
    );

    it.runIf(mode === 'sandbox')(
      'a retry is sent at its due time with no request arriving (the alarm, not a request, runs it)',
      async () => {
        const url = receiver.url({ status: 500 });
        const registered = await send('POST', '/api/webhooks', { type: 'orders', url, retryOnFailure: true });
        expect(registered.status).toBe(201);
        expect((await booking()).status).toBe(201);
        // From here the test sends nothing: the first attempt fails, the second is due 10 s after it (±10 % jitter).
        await expect
          .poll(() => receiver.to(url).length, { timeout: 60_000, interval: 50 })
          .toBeGreaterThanOrEqual(2);
        const [first, second] = receiver.to(url);
        expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
        expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(9_000);
      },
    );

    it.runIf(mode === 'sandbox')(
      'a remembered caller whose access changed is looked up again: the answer is on its moved clock',
      async () => {
        const offset = async () => (await send('GET', '/api/sandbox/clock')).json.offsetMs as number;
        const before = await offset();
        expect((await send('POST', '/api/sandbox/clock/advance', { seconds: 3600 })).status).toBe(200);
        // The version read before answering (this read makes no query) shows the move; the caller, looked up
        // again with the version, has another clock: the request runs again on it, just confirmed.
        const moved = await send('GET', '/api/sandbox/clock');
        expect((moved.json.offsetMs as number) - before).toBeGreaterThanOrEqual(3_600_000);
        expect(moved.trips).toEqual({ beforeAnswer: 2, afterAnswer: 0 });
        expect((await send('GET', '/api/sandbox/clock')).trips).toEqual({ beforeAnswer: 1, afterAnswer: 0 });
      },
    );
  },
);
