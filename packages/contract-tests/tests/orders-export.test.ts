import type { components } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { columns, expectedRow } from '../src/harness/export-rows.ts';
import { awaitingFiatOrder, type Order } from '../src/harness/money.ts';
import { exportCalls } from '../src/harness/order-exports.ts';
import { ordersToExport } from '../src/harness/orders-to-export.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// POST /api/orders/export end to end: the 202, the export's status, the CSV read back through the sandbox
// outbox and parsed with an independent parser (csv-parse), every row against GET /api/orders/{id}, formula
// neutralising, the outbox message, tenancy and the refused requests. The filters: orders-export-filters.test.ts.
const target = await resolveTarget();
const tenant = await newTenant(target);
const intruder = await newTenant(target);
const { bought, completed, sold, madeIds } = await ordersToExport(tenant);
const intruderOrder = await awaitingFiatOrder(intruder, 700);
const { exportOf, queue, csvOf, sent } = exportCalls(tenant);
type Schemas = components['schemas'];

describe('POST /api/orders/export', () => {
  it('answers 202 with the export id at once, then the export is sent with every order of the broker', async () => {
    const id = await queue({});
    const queued = await exportOf(id);
    expect(queued.status).toBe(200);
    expect(['queued', 'running', 'sent']).toContain(queued.body.status);
    if (target.name === 'node') {
      expect(queued.body).toMatchObject({
        status: 'queued',
        attempts: 0,
        rowCount: null,
        size: null,
        sentAt: null,
      });
    }
    const done = await sent(id);
    expect(done).toMatchObject({
      status: 'sent',
      // The one attempt it took (issue 29: an export that was sent shows its attempts).
      attempts: 1,
      email: 'finance@example.com',
      rowCount: madeIds.length,
      fileName: `cambio-orders-${id}.csv`,
      compressed: false,
      error: null,
      nextAttemptAt: null,
    });
    expect(done.delivery).toBe('outbox');
    expect(done.outboxMessageId).toMatch(/^eml_/);
    expect(Date.parse(done.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(done.createdAt));
  });

  // Sandbox only: the CSV is read back through the sandbox outbox operation.
  sandboxOnly.it(
    'sends a CSV of every order of the broker, each row as GET /api/orders/{id} answers it',
    async () => {
      const id = await queue({});
      const csv = await csvOf(id);
      const done = (await exportOf(id)).body;
      expect(csv.header).toEqual(columns);
      expect(done.size).toBe(csv.message.attachments[0]?.size);
      expect(csv.rows.map((row) => row.id).sort()).toEqual([...madeIds].sort());
      expect(csv.rows.map((row) => row.id)).not.toContain(intruderOrder.id);
      // Oldest first.
      const created = csv.rows.map((row) => `${row.createdAt}|${row.id}`);
      expect(created).toEqual([...created].sort());

      for (const row of csv.rows) {
        const read = await tenant.call<Order>({ method: 'GET', path: `/api/orders/${row.id}` });
        const made = read.body;
        expect(row, row.id).toMatchObject(expectedRow(made));
        // Prices as written: the same numbers, never in exponent form.
        expect(Number(row.marketPrice)).toBe(made.marketPrice);
        expect(Number(row.netPrice)).toBe(made.netPrice);
        expect(row.marketPrice).toMatch(/^\d+(\.\d+)?$/);
        expect(row.limitNetPrice).toBe(made.limitNetPrice === undefined ? '' : String(made.limitNetPrice));
      }
    },
  );

  // Sandbox only: the CSV is read back through the sandbox outbox operation.
  sandboxOnly.it(
    'neutralises cells a spreadsheet would run, and leaves other text and the numbers alone',
    async () => {
      const csv = await csvOf(await queue({ id: bought.id }));
      expect(csv.rows).toHaveLength(1);
      expect(csv.rows[0]).toMatchObject({
        clientReferenceId: "'+SUM(A1:A9)",
        notes: `'=HYPERLINK("https://evil.example","open")`,
      });
      const others = await csvOf(
        await queue({ orderStatusGroups: ['completed', 'awaitingPayment'], crypto: 'USDC' }),
      );
      const byId = new Map(others.rows.map((row) => [row.id, row]));
      expect(byId.get(completed?.id ?? '')).toMatchObject({ clientReferenceId: "'@attack", notes: "'-2+3" });
      expect(byId.get(sold.id)).toMatchObject({
        clientReferenceId: 'plain-ref',
        notes: `'\tTabbed, "quoted"\nsecond line`,
      });
      for (const row of others.rows) {
        for (const name of ['originAmount', 'destinationAmount', 'orderSizeUSD', 'marketPrice']) {
          expect(row[name], `${row.id} ${name}`).toMatch(/^\d+\.\d+$|^\d+$/);
        }
      }
    },
  );

  // Sandbox only: the sandbox outbox operations are its subject.
  sandboxOnly.it('writes a real message to the outbox, listed for the broker only', async () => {
    const id = await queue({ side: 'sell' });
    const csv = await csvOf(id);
    const done = (await exportOf(id)).body;
    const listed = await tenant.call<Schemas['OutboxMessageSummary'][]>({
      method: 'GET',
      path: '/api/sandbox/outbox?limit=100',
      key: tenant.readKey,
    });
    expect(listed.status).toBe(200);
    expect(totalCount(listed)).toBeGreaterThanOrEqual(1);
    const entry = listed.body.find((message) => message.exportId === id);
    expect(entry).toMatchObject({ id: done.outboxMessageId, to: 'finance@example.com' });
    expect(entry?.subject).toBe(`cambio order export ${id}: 1 order`);
    const header = (name: string) =>
      csv.message.headers.find((field) => field.name.toLowerCase() === name)?.value;
    expect(header('to')).toContain('finance@example.com');
    expect(header('mime-version')).toBe('1.0');
    expect(header('content-type')).toMatch(/^multipart\/mixed; boundary=/);
    expect(header('message-id')).toMatch(new RegExp(`^<${id}@`));
    expect(csv.message.subject).toBe(entry?.subject);
    expect(csv.message.text).toContain('side: sell');
    expect(csv.message.attachments).toMatchObject([
      { fileName: `cambio-orders-${id}.csv`, contentType: 'text/csv' },
    ]);
    expect(csv.message.size).toBe(entry?.size);

    const foreign = await intruder.call<unknown[]>({
      method: 'GET',
      path: '/api/sandbox/outbox',
      key: intruder.readKey,
    });
    expect(foreign.body).toEqual([]);
  });

  // Sandbox only: the CSV is read back through the sandbox outbox operation.
  sandboxOnly.it('exports nothing of another broker, even named by its ids', async () => {
    const mine = await csvOf(await queue({}, intruder), intruder);
    expect(mine.rows.map((row) => row.id)).toEqual([intruderOrder.id]);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-address' }, 'body.email'],
    [
      'endDate before startDate',
      { email: 'a@example.com', startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-11-01T00:00:00.000Z' },
      'body.endDate',
    ],
    [
      'endDate equal to startDate',
      { email: 'a@example.com', startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-01T00:00:00.000Z' },
      'body.endDate',
    ],
    [
      'maxOrderSize below minOrderSize',
      { email: 'a@example.com', minOrderSize: 100, maxOrderSize: 99.99 },
      'body.maxOrderSize',
    ],
    ['an unknown field', { email: 'a@example.com', format: 'xlsx' }, 'body.format'],
    ['a negative minOrderSize', { email: 'a@example.com', minOrderSize: -1 }, 'body.minOrderSize'],
    ['no e-mail', { side: 'buy' }, 'body.email'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    expectInvalid(await tenant.call({ method: 'POST', path: '/api/orders/export', body }), field);
  });
});
