import { expect, it } from 'vitest';
import { call } from '../src/harness/api.ts';
import { expectError } from '../src/harness/assertions.ts';
import { pdfBytes } from '../src/harness/fixtures.ts';
import { mexicanAccount, order, payoutAddress, quote } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant, type Tenant } from '../src/harness/tenant.ts';

// A throwaway sandbox: made for a test run, deleted with everything it holds, nothing of another broker touched.
const target = await resolveTarget();

/** What a test run leaves in its sandbox: users, a document, accounts, an order, a registration, an export. */
async function use(tenant: Tenant): Promise<void> {
  const userId = await createUser(tenant);
  const form = new FormData();
  form.set('documentType', 'passport');
  form.set('document', new Blob([pdfBytes()], { type: 'application/pdf' }), 'passport.pdf');
  const uploaded = await tenant.call({
    method: 'POST',
    path: `/api/users/${userId}/documents`,
    rawBody: form,
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  await mexicanAccount(tenant);
  const addressId = await payoutAddress(tenant);
  const terms = {
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  } as const;
  await order(tenant, (await quote(tenant, terms)).id, { addressId });
  const hook = await tenant.call({
    method: 'POST',
    path: '/api/webhooks',
    body: {
      userId: tenant.userId,
      type: 'orders',
      url: 'https://hooks.example.com/cambio',
      retryOnFailure: false,
    },
    headers: { 'idempotency-key': `hook-${tenant.brokerId}` },
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const exported = await tenant.call({
    method: 'POST',
    path: '/api/orders/export',
    body: { email: 'finance@example.com' },
  });
  expect(exported.status, JSON.stringify(exported.body)).toBe(202);
}

/** What a broker's keys see of it. */
async function seen(tenant: Tenant) {
  const paths = [
    '/api/users',
    '/api/orders',
    '/api/events',
    '/api/bank/accounts',
    '/api/addresses',
    '/api/webhooks',
  ];
  return Promise.all(
    paths.map(async (path) => {
      const listed = await tenant.call({ method: 'GET', path });
      return { path, status: listed.status, total: listed.headers.get('x-total-count'), body: listed.body };
    }),
  );
}

// Sandbox only: sandbox brokers are this file's subject.
sandboxOnly.describe('deleteSandboxBroker', () => {
  it("deletes the calling key's broker with everything it holds; its keys stop working, another broker keeps all", async () => {
    const kept = await newTenant(target);
    const doomed = await newTenant(target);
    await use(kept);
    await use(doomed);
    const before = await seen(kept);

    const deleted = await doomed.call({ method: 'DELETE', path: `/api/sandbox/brokers/${doomed.brokerId}` });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(deleted.body).toBeUndefined();
    for (const key of [doomed.writeKey, doomed.readKey]) {
      expectError(await doomed.call({ method: 'GET', path: '/api/users', key }), 'notAuthorized');
    }
    expect(await seen(kept)).toEqual(before);
  });

  it('answers 404 code 49 for any broker but the calling key’s own, like a missing one', async () => {
    const tenant = await newTenant(target);
    const other = await newTenant(target);
    for (const id of [other.brokerId, 'brk_01JD3Z7X1Y2Z3A4B5C6D7E8F9G']) {
      expectError(
        await tenant.call({ method: 'DELETE', path: `/api/sandbox/brokers/${id}` }),
        'sandboxBrokerNotFound',
      );
    }
    expect((await other.call({ method: 'GET', path: '/api/users' })).status).toBe(200);
  });

  it('keeps the first sandbox broker (409 code 50) and needs a createAndModify key (403)', async () => {
    const callers = await call<Array<{ brokerId: string }>>(target, {
      method: 'GET',
      path: '/api/users?limit=1',
      key: target.bootstrapKey,
    });
    const firstBrokerId = callers.body[0]?.brokerId ?? '';
    // The suite's own key is the first broker's on the servers it starts; a url target's may be any broker's.
    if (firstBrokerId === 'brk_sandbox') {
      const kept = await call(target, {
        method: 'DELETE',
        path: `/api/sandbox/brokers/${firstBrokerId}`,
        key: target.bootstrapKey,
      });
      expectError(kept, 'sandboxBrokerKept');
    }
    const tenant = await newTenant(target);
    const path = `/api/sandbox/brokers/${tenant.brokerId}`;
    expectError(await tenant.call({ method: 'DELETE', path, key: tenant.readKey }), 'forbidden');
    expect((await tenant.call({ method: 'GET', path: '/api/users' })).status).toBe(200);
  });
});
