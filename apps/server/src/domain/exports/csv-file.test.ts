import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { csvColumns } from './csv-columns.ts';
import { compressAboveBytes, ExportNotSendable, maxAttachmentBytes, writeCsv } from './csv-file.ts';

const width = csvColumns.length;
const notesAt = csvColumns.indexOf('notes');
const referenceAt = csvColumns.indexOf('clientReferenceId');
const amountAt = csvColumns.indexOf('originAmount');

function row(cells: Record<number, string>): string[] {
  return Array.from({ length: width }, (_, index) => cells[index] ?? `c${index}`);
}

async function* pagesOf(count: number, make: (index: number) => string[], pageSize = 500) {
  for (let start = 0; start < count; start += pageSize) {
    yield Array.from({ length: Math.min(pageSize, count - start) }, (_, offset) => make(start + offset));
  }
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('writeCsv', () => {
  it('writes the header and RFC 4180 rows, neutralising formulas in the client text columns only', async () => {
    const csv = await writeCsv(
      pagesOf(1, () =>
        row({ [referenceAt]: '+SUM(A1)', [notesAt]: '=cmd|"/c calc"!A1\r\nnext', [amountAt]: '-1.50' }),
      ),
    );
    expect(csv).toMatchObject({ rows: 1, compressed: false });
    const [header, line] = text(csv.bytes).split('\r\n');
    expect(header).toBe(csvColumns.join(','));
    expect(line?.split(',')[referenceAt]).toBe("'+SUM(A1)");
    // A numeric cell is never changed, even if it started like a formula.
    expect(line?.split(',')[amountAt]).toBe('-1.50');
    expect(text(csv.bytes)).toContain(`"'=cmd|""/c calc""!A1\r\nnext"`);
  });

  it.each([
    ['a bare LF', 'first\nsecond'],
    ['a bare CR', 'first\rsecond'],
    ['CR LF', 'first\r\nsecond'],
  ])('quotes a note with %s (RFC 4180), so that no reader splits its row', async (_kind, note) => {
    const csv = await writeCsv(pagesOf(1, () => row({ [notesAt]: note })));
    const [, line] = text(csv.bytes).split(/\r\n(?=c0,)/);
    expect(line).toBe(`${row({ [notesAt]: `"${note}"` }).join(',')}\r\n`);
  });

  it.each([['\t'], ['\r'], ['@'], ['-'], ['＝']])('prefixes a note starting with %j', async (start) => {
    const csv = await writeCsv(pagesOf(1, () => row({ [notesAt]: `${start}x` })));
    expect(text(csv.bytes)).toContain(`'${start}x`);
  });

  it('compresses past 5 MiB, and the gzip holds exactly the CSV', async () => {
    const note = 'n'.repeat(1000);
    const count = Math.ceil(compressAboveBytes / 1000) + 10;
    const csv = await writeCsv(pagesOf(count, (index) => row({ 0: `ord_${index}`, [notesAt]: note })));
    expect(csv).toMatchObject({ rows: count, compressed: true });
    const plain = gunzipSync(csv.bytes).toString('utf8');
    expect(plain.length).toBeGreaterThan(compressAboveBytes);
    const lines = plain.split('\r\n');
    expect(lines).toHaveLength(count + 2);
    expect(lines[count]?.startsWith(`ord_${count - 1},`)).toBe(true);
  });

  it('refuses an attachment still over 10 MiB compressed', async () => {
    // Random hex compresses to about half: 24 MiB of it stays above the limit.
    const count = Math.ceil((2.4 * maxAttachmentBytes) / 2000);
    const rows = pagesOf(count, () => row({ [notesAt]: randomBytes(1000).toString('hex') }));
    await expect(writeCsv(rows)).rejects.toBeInstanceOf(ExportNotSendable);
  });
});
