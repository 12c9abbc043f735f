import { customType } from 'drizzle-orm/sqlite-core';
import { inflateSync } from 'fflate';
import { eventsDictionaryV1 } from './events-dictionary.ts';

/**
 * An event's `data` is stored as the resource's JSON text as it was at the change. Before issue 28 the
 * hourly maintenance deflated old rows into blobs (byte 0 the format, 1; bytes 1-4 the text's length, little
 * endian; then raw deflate against eventsDictionaryV1): such rows still read as their text. This decoder and
 * events-dictionary.ts can go once no database holds such a row (`select count(*) from events where
 * typeof(data) = 'blob'` is 0), at the latest CAMBIO_EVENT_RETENTION_DAYS after a database upgrades past it.
 */
const deflatedV1 = 1;
const headerBytes = 5;
const dictionaryV1 = new TextEncoder().encode(eventsDictionaryV1);
const decoder = new TextDecoder();

/** The JSON text of a stored event's data, whatever its form (a blob arrives as D1 or the driver gives it). */
export function eventDataText(stored: unknown): string {
  if (typeof stored === 'string') return stored;
  const bytes = asBytes(stored);
  if (bytes[0] !== deflatedV1 || bytes.length < headerBytes)
    throw new Error(`event data of an unknown format (${bytes[0]})`);
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getUint32(1, true);
  const text = inflateSync(bytes.subarray(headerBytes), {
    dictionary: dictionaryV1,
    out: new Uint8Array(size),
  });
  if (text.length !== size) throw new Error('event data shorter or longer than its header says');
  return decoder.decode(text);
}

function asBytes(stored: unknown): Uint8Array {
  if (stored instanceof Uint8Array) return stored;
  if (stored instanceof ArrayBuffer) return new Uint8Array(stored);
  if (Array.isArray(stored)) return Uint8Array.from(stored as number[]);
  throw new Error(`event data of an unknown type (${typeof stored})`);
}

/** The `data` column of events: a value in, the same value out, stored as its JSON. */
export const eventDataColumn = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (stored) => JSON.parse(eventDataText(stored)),
});
