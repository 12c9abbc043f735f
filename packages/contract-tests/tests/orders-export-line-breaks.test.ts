import { describe, expect } from 'vitest';
import { order, payoutAddress, quote } from '../src/harness/money.ts';
import { exportCalls } from '../src/harness/order-exports.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Issue 29, finding 8: a text cell holding a bare line feed or carriage return (a note typed on a Unix
// client, or on an old Mac) is quoted, as RFC 4180 asks, so that every CSV reader keeps it in its row. The
// export is read back and parsed with csv-parse, an independent parser.
const tenant = await newTenant(await resolveTarget());
const { queue, csvOf } = exportCalls(tenant);

const notes = { lf: 'first line\nsecond line', cr: 'first line\rsecond line', crlf: 'first\r\nsecond' };

describe('the order export CSV and line breaks in text cells', () => {
  sandboxOnly.it('quotes a cell with a bare LF or CR: one row per order, the note whole', async () => {
    const addressId = await payoutAddress(tenant);
    const made = new Map<string, string>();
    for (const [kind, note] of Object.entries(notes)) {
      const priced = await quote(tenant, {
        country: 'MX',
        origin: { asset: 'MXN', amount: 1000 },
        destination: { asset: 'USDC', network: 'polygon' },
      });
      const created = await order(
        tenant,
        priced.id,
        { addressId },
        { clientReferenceId: `ref-${kind}`, notes: note },
      );
      made.set(created.id, note);
    }
    // csv-parse guesses the record delimiter from the first line (CRLF here); a reader that ends a record at
    // any line break, as most spreadsheets do, is the one an unquoted bare LF or CR breaks.
    const csv = await csvOf(await queue({}), tenant, { record_delimiter: ['\r\n', '\n', '\r'] });
    expect(csv.rows).toHaveLength(made.size);
    for (const row of csv.rows) {
      expect(row.notes, row.id).toBe(made.get(row.id ?? ''));
      expect(row.parentOrderId, row.id).toBe('');
    }
  });
});
