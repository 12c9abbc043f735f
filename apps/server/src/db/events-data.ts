import { customType } from 'drizzle-orm/sqlite-core';
import { deflateSync, inflateSync } from 'fflate';
import { eventsDictionaryV1 } from './events-dictionary.ts';

/**
 * How an event's `data` is stored: the resource's JSON text as it was at the change, written as text and
 * deflated by the hourly maintenance (domain/maintenance/compact-events.ts). Deliveries and the events API
 * send that text byte for byte, so nothing but its size changes. The stored value says its format by its
 * SQLite type:
 * - text: the JSON itself, as the change wrote it;
 * - blob: byte 0 the format (1: raw deflate, RFC 1951, against eventsDictionaryV1), bytes 1-4 the text's
 *   length in UTF-8 bytes (little endian, so the reader allocates it once), then the deflated bytes.
 */
const deflatedV1 = 1;
const headerBytes = 5;

/** Raw deflate with a preset dictionary: one format, two implementations that read each other's bytes. */
export type Deflater = {
  deflate(text: Uint8Array, dictionary: Uint8Array): Uint8Array;
  inflate(deflated: Uint8Array, dictionary: Uint8Array, size: number): Uint8Array;
};

/** fflate, in JavaScript: what the Worker has (it has no node:zlib without nodejs_compat). */
export const jsDeflater: Deflater = {
  deflate: (text, dictionary) => deflateSync(text, { dictionary }),
  inflate: (deflated, dictionary, size) => inflateSync(deflated, { dictionary, out: new Uint8Array(size) }),
};

/**
 * Node's zlib, found at run time so that the Worker's bundle does not import it: a third of fflate's CPU to
 * deflate an order (about 22 against 77 microseconds).
 */
const zlib = globalThis.process?.getBuiltinModule?.('node:zlib');
export const nodeDeflater: Deflater | undefined = zlib && {
  deflate: (text, dictionary) => zlib.deflateRawSync(text, { dictionary }),
  inflate: (deflated, dictionary) => zlib.inflateRawSync(deflated, { dictionary }),
};

const deflater = nodeDeflater ?? jsDeflater;
const dictionaryV1 = new TextEncoder().encode(eventsDictionaryV1);
const decoder = new TextDecoder();

/** The stored form of an event's JSON text. */
export function packEventData(json: string, using: Deflater = deflater): Uint8Array {
  const text = new TextEncoder().encode(json);
  const deflated = using.deflate(text, dictionaryV1);
  const packed = new Uint8Array(headerBytes + deflated.length);
  packed[0] = deflatedV1;
  new DataView(packed.buffer).setUint32(1, text.length, true);
  packed.set(deflated, headerBytes);
  return packed;
}

/** The JSON text of a stored event's data, whatever its format (a blob arrives as D1 or the driver gives it). */
export function eventDataText(stored: unknown, using: Deflater = deflater): string {
  if (typeof stored === 'string') return stored;
  const bytes = asBytes(stored);
  if (bytes[0] !== deflatedV1 || bytes.length < headerBytes)
    throw new Error(`event data of an unknown format (${bytes[0]})`);
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getUint32(1, true);
  const text = using.inflate(bytes.subarray(headerBytes), dictionaryV1, size);
  if (text.length !== size) throw new Error('event data shorter or longer than its header says');
  return decoder.decode(text);
}

function asBytes(stored: unknown): Uint8Array {
  if (stored instanceof Uint8Array) return stored;
  if (stored instanceof ArrayBuffer) return new Uint8Array(stored);
  if (Array.isArray(stored)) return Uint8Array.from(stored as number[]);
  throw new Error(`event data of an unknown type (${typeof stored})`);
}

/** The `data` column of events: a value in, the same value out, written as text (packed later, either read). */
export const eventDataColumn = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (stored) => JSON.parse(eventDataText(stored)),
});
