// The browser build carries its own Buffer: the Node build needs Node's, which Workers lack without nodejs_compat.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { clientTextColumns, csvColumns } from './csv-columns.ts';

/** A CSV past this many bytes is sent gzip-compressed (the document's POST /api/orders/export). */
export const compressAboveBytes = 5 * 1024 * 1024;
/** An attachment past this many bytes, even compressed, is not sent: mail servers commonly refuse it. */
export const maxAttachmentBytes = 10 * 1024 * 1024;

/** The export cannot be mailed whatever the number of attempts: it ends failed at once. */
export class ExportNotSendable extends Error {}

export type CsvFile = { bytes: Uint8Array; rows: number; compressed: boolean };

const options = {
  record_delimiter: 'windows',
  // RFC 4180: a cell with a bare LF or CR is quoted too (with a record delimiter set, the library quotes only
  // a cell holding the whole CR LF unless told so), or readers that end a record at any line break split it.
  quote_record_delimiter: true,
  cast: {
    // The library's formula neutralising, on the client's text only: numeric cells are never changed.
    string: (value: string, context: { index: number }) =>
      clientTextColumns.has(context.index) ? { value, escape_formulas: true } : value,
  },
} as const;

/**
 * The CSV of the rows `pages` yields, a page at a time: held as text up to `compressAboveBytes`, then
 * gzip-compressed as it goes, so memory holds at most that much plain text and the compressed output
 * (bounded by `maxAttachmentBytes`), whatever the number of orders.
 */
export async function writeCsv(pages: AsyncIterable<string[][]>): Promise<CsvFile> {
  const encoder = new TextEncoder();
  let plain: Uint8Array<ArrayBuffer>[] = [];
  let plainBytes = 0;
  let gzip: GzipSink | undefined;
  const add = async (text: string) => {
    const bytes = encoder.encode(text);
    if (gzip) return gzip.write(bytes);
    plain.push(bytes);
    plainBytes += bytes.length;
    if (plainBytes <= compressAboveBytes) return;
    gzip = gzipSink(maxAttachmentBytes);
    for (const chunk of plain) await gzip.write(chunk);
    plain = [];
  };
  await add(stringify([[...csvColumns]], options));
  let rows = 0;
  for await (const page of pages) {
    if (page.length === 0) continue;
    rows += page.length;
    await add(stringify(page, options));
  }
  if (gzip) return { bytes: await gzip.finish(), rows, compressed: true };
  return { bytes: concat(plain, plainBytes), rows, compressed: false };
}

type GzipSink = { write(bytes: Uint8Array<ArrayBuffer>): Promise<void>; finish(): Promise<Uint8Array> };

/** A gzip stream (CompressionStream: Node and Workers alike) whose output is read as it comes. */
function gzipSink(limit: number): GzipSink {
  const stream = new CompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooLarge = false;
  const reading = (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > limit) {
        tooLarge = true;
        await reader.cancel();
        return;
      }
      chunks.push(read.value);
    }
  })();
  const refuse = () =>
    new ExportNotSendable(
      `the CSV is larger than ${limit / 1024 / 1024} MiB even compressed: narrow the filters (startDate and endDate)`,
    );
  return {
    async write(bytes) {
      if (tooLarge) throw refuse();
      await writer.write(bytes).catch((error: unknown) => {
        throw tooLarge ? refuse() : error;
      });
    },
    async finish() {
      await writer.close().catch((error: unknown) => {
        if (!tooLarge) throw error;
      });
      await reading;
      if (tooLarge) throw refuse();
      return concat(chunks, size);
    },
  };
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const whole = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}
