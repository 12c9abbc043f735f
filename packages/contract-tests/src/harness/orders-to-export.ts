import { expect } from 'vitest';
import { driveTo, mexicanAccount, type Order, order, payoutAddress, quote } from './money.ts';
import { onProduction } from './target.ts';
import type { Tenant } from './tenant.ts';

/**
 * The orders an order export test exports: one of each flow (buy, sell, a stablecoin swap), one completed (on
 * the sandbox only: paid with its bank check and driven on its clock), one cancelled; references and notes a
 * spreadsheet would run, and plain ones.
 */
export async function ordersToExport(tenant: Tenant) {
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
  return { bought, completed, sold, cancelled, swapped, madeIds };
}
