import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { deflateSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { eventBody } from '../domain/webhooks/event-view.ts';
import { openTestRuntime } from '../testing/test-runtime.ts';
import { dueDeliveries } from './deliveries-queries.ts';
import { eventDataText } from './events-data.ts';
import { eventsDictionaryV1 } from './events-dictionary.ts';
import { events, webhooks } from './schema.ts';

// Events are stored as their JSON text; rows packed before issue 28 (deflated against a dictionary) read as
// the text they were written with, byte for byte. Both samples were packed by that code: with node:zlib, then
// with fflate.
const sample =
  '{"id":"ord_01M875WSABS4SV8YB2CV7RHTMK","status":"awaitingPayment","flow":"fiatToCrypto","origin":{"asset":"MXN","amount":1000,"country":"MX"},"note":"García, Peñalosa — 東京 🚀","attributes":[]}';
const packed = [
  'AcoAAACDFgv5RSnxBoa+Fuam4cGOTsEmwWEWkU5GzmHmQR4hvt60KBsMDQywFA95+eBgc08sSj68NlFHISD18MbEnPziRIVHDVMUns3d+GTXGoUP82c1YARVLQA=',
  'AcoAAACDFgv5RSnxBoa+Fuam4cGOTsEmwWEWkU5GzmHmQR4hvt60KBsMDQywFA95QG8COe6JRcmH1ybqKASkHt6YmJNfnKjwqGGKwrO5G5/sWqPwYf6sBoygqgUA',
].map((base64) => new Uint8Array(Buffer.from(base64, 'base64')));

describe('the stored form of event data', () => {
  it.each(packed.map((bytes, index) => [index, bytes] as const))(
    'reads packed row %i as its text',
    (_, bytes) => {
      expect(eventDataText(bytes)).toBe(sample);
      // D1 hands a blob over as an ArrayBuffer or an array of numbers.
      expect(eventDataText(bytes.slice().buffer)).toBe(sample);
      expect(eventDataText(Array.from(bytes))).toBe(sample);
    },
  );

  it('reads a row of text as it is', () => {
    expect(eventDataText(sample)).toBe(sample);
  });

  it('refuses a blob of another format rather than send something else', () => {
    const other = packed[0]?.slice() ?? new Uint8Array();
    other[0] = 2;
    expect(() => eventDataText(other)).toThrow('unknown format');
  });
});

const runtime = await openTestRuntime('events-data');
// A second connection to the runtime's file, to see and write rows as SQLite holds them.
const file = new Database(`${runtime.dataDir}/cambio.sqlite`);
afterAll(() => {
  file.close();
  runtime.dispose();
});

describe('an order event, written as text', () => {
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

  it('is delivered and listed as the same JSON, and so is a row packed before issue 28', async () => {
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

    expect(raw().kind).toBe('text');
    await expectCarried();

    // The same text packed as before issue 28 (format 1, see events-data.ts), as an old database holds it.
    const text = Buffer.from(
      file.prepare('select data from events where id = ?').pluck().get(stored.id) as string,
    );
    const deflated = deflateSync(text, { dictionary: new TextEncoder().encode(eventsDictionaryV1) });
    const header = Buffer.alloc(5);
    header[0] = 1;
    header.writeUInt32LE(text.length, 1);
    file.prepare('update events set data = ? where id = ?').run(Buffer.concat([header, deflated]), stored.id);
    expect(raw().kind).toBe('blob');
    await expectCarried();
  });
});
