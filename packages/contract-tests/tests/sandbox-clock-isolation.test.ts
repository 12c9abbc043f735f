import type { components } from '@cambio/client';
import { afterAll, describe, expect, it } from 'vitest';
import { awaitingFiatOrder, order, payoutAddress, quote, readOrder } from '../src/harness/money.ts';
import { receiverUnreachable } from '../src/harness/receiver-address.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { newTenant, type Tenant } from '../src/harness/tenant.ts';
import { bankAccount, deliveryCalls } from '../src/harness/webhook-deliveries.ts';
import { awaitDeliveries, startReceiver } from '../src/harness/webhook-receiver.ts';

type SandboxClock = components['schemas']['SandboxClock'];
type SandboxJobRunResult = components['schemas']['SandboxJobRunResult'];

// A clock per sandbox broker: moving one broker's clock runs what falls due for that broker only and never
// moves another's. The receiver must be reachable from the server (receiver-address.ts).
const target = await resolveTarget();
const receiver = await startReceiver();
afterAll(() => receiver.close());

const terms = {
  country: 'MX',
  origin: { asset: 'MXN', amount: 500 },
  destination: { asset: 'USDC', network: 'polygon' },
} as const;

/** What a test run leaves waiting on its broker's clock: an unpaid order, a fresh quote, a delivery to retry. */
async function waiting(tenant: Tenant) {
  const unpaid = await awaitingFiatOrder(tenant);
  const fresh = await quote(tenant, terms);
  // A throttling receiver: each retry waits the hour it asks for, so none falls due while this test runs.
  const { register } = deliveryCalls(tenant, receiver);
  const hook = await register('bank-accounts', {
    answer: { status: 429, headers: { 'retry-after': '3600' } },
  });
  await bankAccount(tenant, tenant.userId);
  await awaitDeliveries(tenant, receiver, hook.url, 1);
  return { unpaid, fresh, hook };
}

const clockOf = async (tenant: Tenant) =>
  (await tenant.call<SandboxClock>({ method: 'GET', path: '/api/sandbox/clock' })).body;

// Sandbox only besides: clocks are the sandbox's, and the receiver is a plain http server on 127.0.0.1.
describe.skipIf(receiverUnreachable !== undefined || onProduction)('a clock per sandbox broker', () => {
  it("moving one broker's clock by a day leaves another's clock, quotes, orders, deliveries and jobs as they were", async () => {
    const moved = await newTenant(target);
    const still = await newTenant(target);
    const a = await waiting(moved);
    const b = await waiting(still);
    const before = await clockOf(still);

    const advanced = await moved.call<SandboxClock>({
      method: 'POST',
      path: '/api/sandbox/clock/advance',
      body: { seconds: 86_400 },
    });
    expect(advanced.status).toBe(200);
    // The moved broker: a day later, its unpaid order ended and its delivery was tried again and again.
    expect(advanced.body.offsetMs - (await clockOf(moved)).offsetMs).toBe(0);
    expect((await readOrder(moved, a.unpaid.id)).status).not.toBe(a.unpaid.status);
    expect(receiver.to(a.hook.url).length).toBeGreaterThan(1);

    // The other broker: its clock, its order, its quote, its delivery and its jobs are where they were.
    const after = await clockOf(still);
    expect(after.offsetMs).toBe(before.offsetMs);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeLessThan(60_000);
    expect((await readOrder(still, b.unpaid.id)).status).toBe(b.unpaid.status);
    const ran = await still.call<SandboxJobRunResult>({ method: 'POST', path: '/api/sandbox/jobs/run' });
    expect(ran.body.ran).toBe(0);
    expect(receiver.to(b.hook.url)).toHaveLength(1);
    await order(still, b.fresh.id, { addressId: await payoutAddress(still) });
  });
});
