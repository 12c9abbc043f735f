import type { components } from '@cambio/client';
import { expect } from 'vitest';
import { knownAddresses, validClabe } from './fixtures.ts';
import { onProduction } from './target.ts';
import type { Tenant } from './tenant.ts';

/** The fixtures below that move the sandbox clock or read it: a production server has neither. */
function sandboxClockOnly(fixture: string): void {
  if (onProduction) throw new Error(`${fixture} uses the sandbox clock: mark the test sandboxOnly`);
}

type Schemas = components['schemas'];
export type Quote = Schemas['Quote'];
export type Order = Schemas['Order'];
export type CreateQuoteRequest = Schemas['CreateQuoteRequest'];

/** The tenant's caller user is approved in MX and accepted the terms: it can trade there. */
export async function payoutAddress(tenant: Tenant, network: 'polygon' | 'stellar' | 'solana' = 'polygon') {
  const address = network === 'polygon' ? (knownAddresses.evm[0] ?? '') : knownAddresses[network];
  const created = await tenant.call<{ id: string }>({
    method: 'POST',
    path: '/api/addresses',
    body: { userId: tenant.userId, network, address, ...(network === 'stellar' ? { memo: '42' } : {}) },
  });
  if (created.status === 409) {
    const listed = await tenant.call<Array<{ id: string; network: string }>>({
      method: 'GET',
      path: `/api/addresses?userId=${tenant.userId}&network=${network}`,
    });
    return listed.body[0]?.id ?? '';
  }
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

export async function mexicanAccount(tenant: Tenant, fiat: 'MXN' | 'USD' = 'MXN'): Promise<string> {
  const created = await tenant.call<{ id: string }>({
    method: 'POST',
    path: '/api/bank/accounts',
    body: {
      userId: tenant.userId,
      country: 'MX',
      fiat,
      accountHolderName: 'Sandbox Broker',
      CLABE: validClabe(),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** What a test names of a quote; the user is the tenant's caller, type and lifetime have defaults. */
export type QuoteTerms = Omit<CreateQuoteRequest, 'userId'>;

export async function quote(tenant: Tenant, body: QuoteTerms): Promise<Quote> {
  const created = await tenant.call<Quote>({
    method: 'POST',
    path: '/api/quotes',
    body: { userId: tenant.userId, ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function order(
  tenant: Tenant,
  quoteId: string,
  payout: { addressId?: string; bankAccountId?: string },
  extra: Record<string, unknown> = {},
): Promise<Order> {
  const created = await tenant.call<Order>({
    method: 'POST',
    path: '/api/orders',
    body: { quoteId, settlement: { payout }, ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function readOrder(tenant: Tenant, id: string): Promise<Order> {
  return (await tenant.call<Order>({ method: 'GET', path: `/api/orders/${id}` })).body;
}

/** Moves the sandbox clock and runs due jobs until the order reaches `status` (no sleeping). */
export async function driveTo(
  tenant: Tenant,
  id: string,
  status: Order['status'],
  rounds = 20,
): Promise<Order> {
  sandboxClockOnly('driveTo');
  let current = await readOrder(tenant, id);
  for (let round = 0; round < rounds && current.status !== status; round++) {
    await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 5 } });
    await tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
    current = await readOrder(tenant, id);
  }
  expect(current.status).toBe(status);
  return current;
}

/** A paid fiat-to-crypto order of the tenant (MXN to USDC on polygon), waiting for its payment. */
export async function awaitingFiatOrder(tenant: Tenant, amount = 1000): Promise<Order> {
  const addressId = await payoutAddress(tenant);
  const priced = await quote(tenant, {
    country: 'MX',
    origin: { asset: 'MXN', amount },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  return order(tenant, priced.id, { addressId });
}

/**
 * The service's time in ms: limit windows and due dates are on this clock, not the test machine's. A sandbox's
 * is its clock (moved by the sandbox); a production server's is the real time.
 */
export async function serviceNow(tenant: Tenant): Promise<number> {
  return onProduction ? Date.now() : sandboxNow(tenant);
}

/** The sandbox clock's time in ms. */
export async function sandboxNow(tenant: Tenant): Promise<number> {
  sandboxClockOnly('sandboxNow');
  const clock = await tenant.call<{ now: string }>({ method: 'GET', path: '/api/sandbox/clock' });
  return Date.parse(clock.body.now);
}

/** The order's status changes as its `order.statusChanged` events tell them, oldest first. */
export async function statusChanges(
  tenant: Tenant,
  id: string,
): Promise<Array<{ from: string; to: string; at: string }>> {
  const events = await tenant.call<
    Array<{ createdAt: string; previousStatus: string; data: { id: string; status: string } }>
  >({
    method: 'GET',
    path: `/api/events?orderId=${id}&event=order.statusChanged&limit=100`,
    key: tenant.readKey,
  });
  expect(events.status).toBe(200);
  return events.body
    .filter((event) => event.data.id === id)
    .map((event) => ({ from: event.previousStatus, to: event.data.status, at: event.createdAt }))
    .reverse();
}

/** Moves the sandbox clock by `seconds` and runs the jobs that came due. */
export async function advanceAndRunJobs(tenant: Tenant, seconds: number): Promise<void> {
  sandboxClockOnly('advanceAndRunJobs');
  await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds } });
  await tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
}
