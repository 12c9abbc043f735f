import { describe, expect } from 'vitest';
import { columns, type ExportFilters, groupOf, sideOf, units } from '../src/harness/export-rows.ts';
import { awaitingFiatOrder, type Order } from '../src/harness/money.ts';
import { exportCalls } from '../src/harness/order-exports.ts';
import { ordersToExport } from '../src/harness/orders-to-export.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// POST /api/orders/export's filters: each, and some combinations, against the orders this file made, within
// the caller's broker only.
const target = await resolveTarget();
const tenant = await newTenant(target);
const intruder = await newTenant(target);
const { sold, madeIds } = await ordersToExport(tenant);
const intruderOrder = await awaitingFiatOrder(intruder, 700);
const { runJobs, queue, csvOf } = exportCalls(tenant);

describe('POST /api/orders/export', () => {
  // Sandbox only: the CSVs are read back through the sandbox outbox operation.
  sandboxOnly.it('applies each filter and their combinations, within the caller’s broker only', async () => {
    const everything = await csvOf(await queue({}));
    const sizes = new Map(everything.rows.map((row) => [row.id, row.orderSizeUSD ?? '']));
    const inOrder = [...everything.rows].map((row) => row.createdAt);
    const otherUser = await createUser(tenant);
    const cases: [string, ExportFilters][] = [
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
});
