import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { awaitingFiatOrder, order, payoutAddress, quote } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// Booking rules of the money path: a quote and a clientReferenceId booked once, expired quotes, cancelling.
const tenant = await newTenant(await resolveTarget());

describe('booking rules', () => {
  it('a quote is booked once; a clientReferenceId once per user, naming the existing order', async () => {
    const addressId = await payoutAddress(tenant);
    const first = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 500 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const booked = await order(tenant, first.id, { addressId }, { clientReferenceId: 'invoice-77' });
    expectError(
      await tenant.call({
        method: 'POST',
        path: '/api/orders',
        body: { quoteId: first.id, settlement: { payout: { addressId } } },
      }),
      'quoteAlreadyBooked',
    );
    const second = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 500 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const conflict = await tenant.call({
      method: 'POST',
      path: '/api/orders',
      body: { quoteId: second.id, settlement: { payout: { addressId } }, clientReferenceId: 'invoice-77' },
    });
    expectError(conflict, 'clientReferenceIdConflict');
    expect(JSON.stringify(conflict.body)).toContain(booked.id);
    expect(
      (await tenant.call<{ bookedAt: string | null }>({ method: 'GET', path: `/api/quotes/${first.id}` }))
        .body.bookedAt,
    ).not.toBeNull();
  });

  // Sandbox only: the sandbox clock passes the quote's expiry.
  sandboxOnly.it('an expired quote cannot be booked', async () => {
    const addressId = await payoutAddress(tenant);
    const priced = await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 500 },
      destination: { asset: 'USDC', network: 'polygon' },
      lifetimeSeconds: 5,
    });
    await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 6 } });
    expectError(
      await tenant.call({
        method: 'POST',
        path: '/api/orders',
        body: { quoteId: priced.id, settlement: { payout: { addressId } } },
      }),
      'quoteExpired',
    );
  });

  it('cancels before money arrives', async () => {
    const open = await awaitingFiatOrder(tenant, 600);
    const cancelled = await tenant.call<{ status: string }>({
      method: 'POST',
      path: `/api/orders/${open.id}/cancel`,
    });
    expect(cancelled.body.status).toBe('cancelled');
  });

  // Sandbox only: the bank check pays the order.
  sandboxOnly.it('refuses to cancel once money arrived', async () => {
    const paid = await awaitingFiatOrder(tenant, 650);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: paid.id } });
    expectError(
      await tenant.call({ method: 'POST', path: `/api/orders/${paid.id}/cancel` }),
      'orderNotCancellable',
    );
  });
});
