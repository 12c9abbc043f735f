import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { compactEvents } from '../domain/maintenance/compact-events.ts';
import { eventBody } from '../domain/webhooks/event-view.ts';
import { openTestRuntime } from '../testing/test-runtime.ts';
import { dueDeliveries } from './deliveries-queries.ts';
import { eventDataText, jsDeflater, nodeDeflater, packEventData } from './events-data.ts';
import { events, webhooks } from './schema.ts';

// Events are written as JSON text and packed later (deflated against a dictionary); deliveries and the events
// API carry the JSON text that was written, byte for byte, from either form.
const sample = JSON.stringify({
  id: 'ord_01M875WSABS4SV8YB2CV7RHTMK',
  status: 'awaitingPayment',
  flow: 'fiatToCrypto',
  origin: { asset: 'MXN', amount: 1000, country: 'MX' },
  instructions: { companyName: 'Cambio Sandbox S.A. de C.V.', note: 'García, Peñalosa — 東京 🚀' },
  attributes: [],
});

describe('the stored form of event data', () => {
  if (!nodeDeflater) throw new Error('the tests run on Node, where node:zlib is found');
  const deflaters = { 'node:zlib': nodeDeflater, fflate: jsDeflater };

  it.each(Object.entries(deflaters))('reads back the exact text written with %s, by either', (_, writer) => {
    const packed = packEventData(sample, writer);
    expect(packed[0]).toBe(1);
    for (const reader of Object.values(deflaters)) expect(eventDataText(packed, reader)).toBe(sample);
    // D1 hands a blob over as an ArrayBuffer or an array of numbers.
    expect(eventDataText(packed.slice().buffer)).toBe(sample);
    expect(eventDataText(Array.from(packed))).toBe(sample);
  });

  it('reads a row of the text format as it is', () => {
    expect(eventDataText(sample)).toBe(sample);
  });

  it('refuses a blob of another format rather than send something else', () => {
    const packed = packEventData(sample);
    packed[0] = 2;
    expect(() => eventDataText(packed)).toThrow('unknown format');
  });
});

const runtime = await openTestRuntime('events-data');
// A second connection to the runtime's file, to see and write rows as SQLite holds them.
const file = new Database(`${runtime.dataDir}/cambio.sqlite`);
afterAll(() => {
  file.close();
  runtime.dispose();
});

describe('an order event, written as text and packed later', () => {
  async function send(method: string, path: string, json?: unknown) {
    const response = await runtime.app.request(path, {
      method,
      headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    expect(response.status, text).toBeLessThan(300);
    return text;
  }

  it('is delivered and listed as the same JSON before and after it is packed into a third of the bytes', async () => {
    const at = new Date().toISOString();
    await runtime.store.commit([
      runtime.store.db.insert(webhooks).values({
        id: 'whk_events_data',
        brokerId: runtime.brokerId,
        userId: runtime.userId,
        type: 'orders',
        url: 'https://receiver.example/hooks',
        retryOnFailure: true,
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        createdAt: at,
        updatedAt: at,
      }),
    ]);
    const address = JSON.parse(
      await send('POST', '/api/addresses', {
        userId: runtime.userId,
        network: 'polygon',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      }),
    );
    const quote = JSON.parse(
      await send('POST', '/api/quotes', {
        userId: runtime.userId,
        country: 'MX',
        origin: { asset: 'MXN', amount: 1000 },
        destination: { asset: 'USDC', network: 'polygon' },
      }),
    );
    const order = JSON.parse(
      await send('POST', '/api/orders', {
        quoteId: quote.id,
        settlement: { payout: { addressId: address.id } },
      }),
    );
    const [stored] = await runtime.store.db
      .select({ id: events.id, createdAt: events.createdAt })
      .from(events)
      .where(eq(events.event, 'order.created'));
    if (!stored) throw new Error('no order.created event');
    const raw = () =>
      file
        .prepare('select typeof(data) as kind, length(data) as bytes from events where id = ?')
        .get(stored.id) as { kind: string; bytes: number };
    const orderText = JSON.stringify(order);
    const expected = `{"id":"${stored.id}","type":"orders","event":"order.created","createdAt":"${stored.createdAt}","data":${orderText}}`;
    // Deliveries, one event and the list of the events API: the envelope with the order's text.
    async function expectCarried() {
      const due = await dueDeliveries(runtime.store, '9999-12-31T00:00:00.000Z', 100);
      const delivery = due.find((item) => item.event.id === stored?.id);
      if (!delivery) throw new Error(`no delivery of ${stored?.id}`);
      expect(eventBody(delivery.event)).toBe(expected);
      expect(await send('GET', `/api/events/${stored?.id}`)).toBe(expected);
      const listed = JSON.parse(await send('GET', '/api/events?event=order.created')) as Array<{
        id: string;
      }>;
      expect(listed.filter((event) => event.id === stored?.id)).toEqual([JSON.parse(expected)]);
    }

    // The booking writes the text, and pays nothing to pack it.
    expect(raw().kind).toBe('text');
    await expectCarried();

    await compactEvents(runtime.deps, new Date(Date.now() + 60_000));
    expect(raw().kind).toBe('blob');
    expect(raw().bytes).toBeLessThan(Buffer.byteLength(orderText) / 3);
    await expectCarried();
  });
});
