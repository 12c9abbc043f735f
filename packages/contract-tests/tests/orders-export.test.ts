import { gunzipSync } from 'node:zlib';
import type { components } from '@cambio/client';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { atPointer } from '../src/harness/document.ts';
import {
  awaitingFiatOrder,
  driveTo,
  mexicanAccount,
  type Order,
  order,
  payoutAddress,
  quote,
} from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant, type Tenant } from '../src/harness/tenant.ts';

type Schemas = components['schemas'];
type ExportRequest = Schemas['ExportOrdersRequest'];
type Filters = Omit<ExportRequest, 'email'>;

// POST /api/orders/export end to end: the 202, the export's status, the CSV read back through the sandbox
// outbox and parsed with an independent parser (csv-parse), every row against GET /api/orders/{id}, each
// filter and some combinations against the orders this file made, formula neutralising, and tenancy.
const target = await resolveTarget();
const tenant = await newTenant(target);
const intruder = await newTenant(target);

const addressId = await payoutAddress(tenant);
const bought = await order(
  tenant,
  (
    await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 1000 },
      destination: { asset: 'USDC', network: 'polygon' },
    })
  ).id,
  { addressId },
  { clientReferenceId: '+SUM(A1:A9)', notes: '=HYPERLINK("https://evil.example","open")' },
);
// A completed order: paid with the sandbox's bank check and driven on its clock (none on the production target).
const completed = await (async () => {
  if (onProduction) return undefined;
  const created = await order(
    tenant,
    (
      await quote(tenant, {
        country: 'MX',
        origin: { asset: 'MXN', amount: 3000 },
        destination: { asset: 'USDC', network: 'polygon' },
      })
    ).id,
    { addressId },
    { clientReferenceId: '@attack', notes: '-2+3' },
  );
  await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
  return driveTo(tenant, created.id, 'complete');
})();
const sold = await order(
  tenant,
  (
    await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDC', network: 'polygon' },
      destination: { asset: 'MXN', amount: 5000 },
    })
  ).id,
  { bankAccountId: await mexicanAccount(tenant) },
  { clientReferenceId: 'plain-ref', notes: '\tTabbed, "quoted"\nsecond line' },
);
const cancelled = await (async () => {
  const created = await order(
    tenant,
    (
      await quote(tenant, {
        country: 'MX',
        origin: { asset: 'USD', amount: 200 },
        destination: { asset: 'USDT', network: 'polygon' },
      })
    ).id,
    { addressId },
  );
  const result = await tenant.call<Order>({ method: 'POST', path: `/api/orders/${created.id}/cancel` });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
})();
const swapped = await order(
  tenant,
  (
    await quote(tenant, {
      country: 'MX',
      origin: { asset: 'USDC', network: 'polygon', amount: 100 },
      destination: { asset: 'USDT', network: 'polygon' },
    })
  ).id,
  { addressId },
);
const madeIds = [bought, completed, sold, cancelled, swapped].flatMap((made) => (made ? [made.id] : []));
const intruderOrder = await awaitingFiatOrder(intruder, 700);

const runJobs = () => tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
const exportOf = (id: string, as: Tenant = tenant) =>
  as.call<Schemas['OrderExport']>({ method: 'GET', path: `/api/orders/exports/${id}`, key: as.readKey });

async function queue(filters: Filters, as: Tenant = tenant): Promise<string> {
  const accepted = await as.call<Schemas['ExportAccepted']>({
    method: 'POST',
    path: '/api/orders/export',
    body: { email: 'finance@example.com', ...filters },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  expect(accepted.body.status).toBe('queued');
  expect(accepted.body.exportId).toMatch(/^exp_/);
  return accepted.body.exportId;
}

/**
 * Runs due jobs until the export is sent (the Worker's request tails may be running it already); a production
 * server runs its jobs itself, every second.
 */
async function sent(id: string, as: Tenant = tenant): Promise<Schemas['OrderExport']> {
  for (let round = 0; round < (onProduction ? 40 : 10); round++) {
    const current = (await exportOf(id, as)).body;
    if (current.status === 'sent' || current.status === 'failed') return current;
    if (onProduction) await new Promise((resolve) => setTimeout(resolve, 250));
    else await runJobs();
  }
  throw new Error(`export ${id} was not sent`);
}

type Csv = { header: string[]; rows: Record<string, string>[]; message: Schemas['OutboxMessage'] };

/** The export's CSV as the outbox holds it, parsed by csv-parse. */
async function csvOf(id: string, as: Tenant = tenant): Promise<Csv> {
  const done = await sent(id, as);
  expect(done.status, done.error ?? '').toBe('sent');
  const message = await as.call<Schemas['OutboxMessage']>({
    method: 'GET',
    path: `/api/sandbox/outbox/${done.outboxMessageId}`,
    key: as.readKey,
  });
  expect(message.status).toBe(200);
  const [attachment] = message.body.attachments;
  if (!attachment) throw new Error('the message has no attachment');
  const bytes = Buffer.from(attachment.contentBase64, 'base64');
  const text = (attachment.fileName.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const [header = [], ...records] = parse(text, { relax_column_count: false }) as string[][];
  const rows = records.map((record) =>
    Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])),
  );
  return { header, rows, message: message.body };
}

const groups = atPointer('/components/schemas/OrderStatusGroup/x-status-groups') as Record<string, string[]>;
const groupOf = (status: string) => Object.keys(groups).find((group) => groups[group]?.includes(status));
const sideOf = (flow: string) => ({ fiatToCrypto: 'buy', cryptoToFiat: 'sell' })[flow] ?? '';
const dollars = ['USD', 'USDC', 'USDCe', 'USDT'];

/** A decimal's text (no exponent) as an integer count of 10^-decimals, truncated. */
function units(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}
function decimalText(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
/** The order's USD value as the document defines orderSizeUSD (no EURC leg among this file's orders). */
function sizeOf(made: Order): string {
  const exactDecimals = (value: number) => String(value).split('.')[1]?.length ?? 0;
  if (dollars.includes(made.origin.asset)) return decimalText(units(String(made.origin.amount), 6), 6);
  const a = units(String(made.origin.amount), exactDecimals(made.origin.amount));
  const p = units(String(made.marketPrice), exactDecimals(made.marketPrice));
  const scale = exactDecimals(made.origin.amount) + exactDecimals(made.marketPrice);
  return decimalText((a * p * 1_000_000n) / 10n ** BigInt(scale), 6);
}

const formulaStart = /^[=+\-@\t\r]/;
const neutralised = (text: string | undefined) =>
  text && formulaStart.test(text) ? `'${text}` : (text ?? '');
const amountCell = (value: number | undefined, asset: string) =>
  value === undefined ? '' : value.toFixed(['USD', 'MXN', 'PEN', 'COP'].includes(asset) ? 2 : 6);

/** What the CSV row of `made` must say, from its GET (amounts at their asset's scale). */
function expectedRow(made: Order): Record<string, string> {
  const fee = (type: string) => made.pricingDetails.fees.find((line) => line.type === type);
  const feeCells = (type: string, name: string) => {
    const line = fee(type);
    return {
      [name]: line ? amountCell(line.amount, line.asset) : '',
      [`${name}Tax`]: line ? amountCell(line.tax, line.asset) : '',
    };
  };
  return {
    id: made.id,
    createdAt: made.createdAt,
    userId: made.userId,
    clientReferenceId: neutralised(made.clientReferenceId),
    status: made.status,
    statusGroup: groupOf(made.status) ?? '',
    flow: made.flow,
    side: sideOf(made.flow),
    type: made.type,
    country: made.origin.country,
    originAsset: made.origin.asset,
    originNetwork: made.origin.network ?? '',
    originAmount: amountCell(made.origin.amount, made.origin.asset),
    destinationAsset: made.destination.asset,
    destinationNetwork: made.destination.network ?? '',
    destinationAmount: amountCell(made.destination.amount, made.destination.asset),
    fixedLeg: made.fixedLeg,
    ...feeCells('platform', 'platformFee'),
    ...feeCells('network', 'networkFee'),
    ...feeCells('nextDaySettlement', 'nextDaySettlementFee'),
    serviceFeeFiat: made.informationalFees.serviceFeeFiat.toFixed(2),
    serviceFeeFiatTax: made.informationalFees.serviceFeeFiatTax.toFixed(2),
    orderSizeUSD: sizeOf(made),
    paymentReceivedAt: made.paymentReceivedAt ?? '',
    quoteId: made.quoteId,
    parentOrderId: made.parentOrderId ?? '',
    notes: neutralised(made.notes),
  };
}

const columns = [
  'id',
  'createdAt',
  'userId',
  'clientReferenceId',
  'status',
  'statusGroup',
  'flow',
  'side',
  'type',
  'country',
  'originAsset',
  'originNetwork',
  'originAmount',
  'destinationAsset',
  'destinationNetwork',
  'destinationAmount',
  'fixedLeg',
  'marketPrice',
  'netPrice',
  'limitNetPrice',
  'platformFee',
  'platformFeeTax',
  'networkFee',
  'networkFeeTax',
  'nextDaySettlementFee',
  'nextDaySettlementFeeTax',
  'serviceFeeFiat',
  'serviceFeeFiatTax',
  'orderSizeUSD',
  'paymentReceivedAt',
  'quoteId',
  'parentOrderId',
  'notes',
];

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

  // Sandbox only: the CSVs are read back through the sandbox outbox operation.
  sandboxOnly.it('applies each filter and their combinations, within the caller’s broker only', async () => {
    const everything = await csvOf(await queue({}));
    const sizes = new Map(everything.rows.map((row) => [row.id, row.orderSizeUSD ?? '']));
    const inOrder = [...everything.rows].map((row) => row.createdAt);
    const otherUser = await createUser(tenant);
    const cases: [string, Filters][] = [
      ['id', { id: sold.id }],
      ['id of another broker', { id: intruderOrder.id }],
      ['userId', { userId: tenant.userId }],
      ['userId without orders', { userId: otherUser }],
      ['userId of another broker', { userId: intruder.userId }],
      ['brokerId', { brokerId: tenant.brokerId }],
      ['brokerId of another broker', { brokerId: intruder.brokerId }],
      ['startDate', { startDate: inOrder[2] }],
      ['endDate', { endDate: inOrder[2] }],
      ['startDate and endDate', { startDate: inOrder[1], endDate: inOrder[3] }],
      ['fiat MXN', { fiat: 'MXN' }],
      ['fiat USD', { fiat: 'USD' }],
      ['crypto USDT', { crypto: 'USDT' }],
      ['side buy', { side: 'buy' }],
      ['side sell', { side: 'sell' }],
      ['status', { status: 'awaitingPayment' }],
      ['country MX', { country: 'MX' }],
      ['country PE', { country: 'PE' }],
      ['minOrderSize', { minOrderSize: 150 }],
      ['maxOrderSize', { maxOrderSize: 150 }],
      ['minOrderSize and maxOrderSize', { minOrderSize: 100, maxOrderSize: 250 }],
      ['orderStatusGroups', { orderStatusGroups: ['completed', 'cancelled'] }],
      ['status outside orderStatusGroups', { status: 'awaitingPayment', orderStatusGroups: ['completed'] }],
      ['status inside orderStatusGroups', { status: 'complete', orderStatusGroups: ['completed', 'open'] }],
      ['side, fiat and minOrderSize', { side: 'buy', fiat: 'MXN', minOrderSize: 100 }],
      [
        'crypto, country and groups',
        { crypto: 'USDC', country: 'MX', orderStatusGroups: ['awaitingPayment'] },
      ],
    ];
    const queued = await Promise.all(
      cases.map(async ([name, filters]) => [name, filters, await queue(filters)] as const),
    );
    await runJobs();
    const listed = await tenant.call<Order[]>({ method: 'GET', path: '/api/orders?limit=100' });
    const orders = listed.body.filter((made) => madeIds.includes(made.id));
    const micro = (size: string) => units(size, 6);
    for (const [name, filters, id] of queued) {
      const csv = await csvOf(id);
      const want = orders
        .filter((made) => {
          const size = micro(sizes.get(made.id) ?? '0');
          const assets = [made.origin.asset, made.destination.asset];
          return (
            (!filters.id || made.id === filters.id) &&
            (!filters.userId || made.userId === filters.userId) &&
            (!filters.brokerId || filters.brokerId === tenant.brokerId) &&
            (!filters.startDate || made.createdAt >= filters.startDate) &&
            (!filters.endDate || made.createdAt < filters.endDate) &&
            (!filters.fiat || assets.includes(filters.fiat)) &&
            (!filters.crypto || assets.includes(filters.crypto)) &&
            (!filters.side || sideOf(made.flow) === filters.side) &&
            (!filters.status || made.status === filters.status) &&
            (!filters.country || made.origin.country === filters.country) &&
            (filters.minOrderSize === undefined || size >= units(String(filters.minOrderSize), 6)) &&
            (filters.maxOrderSize === undefined || size <= units(String(filters.maxOrderSize), 6)) &&
            (!filters.orderStatusGroups ||
              filters.orderStatusGroups.some((group) => group === groupOf(made.status)))
          );
        })
        .map((made) => made.id)
        .sort();
      expect(csv.rows.map((row) => row.id).sort(), name).toEqual(want);
      expect(csv.header, name).toEqual(columns);
      expect(csv.message.text, name).toContain(`${want.length} order${want.length === 1 ? '' : 's'}`);
    }
    // The size bounds cut through this file's orders: the cases are not vacuous.
    const microSizes = [...sizes.values()].map((size) => units(size, 6));
    expect(
      microSizes.some((size) => size < 150_000_000n) && microSizes.some((size) => size > 150_000_000n),
    ).toBe(true);
  });

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
