import type { ErrorName, OperationId } from '@cambio/contract';
import { describe, expect, it } from 'vitest';
import { expectError, totalCount } from '../src/harness/assertions.ts';
import { dereference, operationById } from '../src/harness/document.ts';
import { exampleRequest } from '../src/harness/example-request.ts';
import { knownAddresses, validClabe } from '../src/harness/fixtures.ts';
import { awaitingFiatOrder, driveTo, mexicanAccount, order, quote } from '../src/harness/money.ts';
import { implementedOperations } from '../src/harness/pending.ts';
import { onProduction, resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// Tenants never see each other: another broker's ids answer exactly like missing ids (404 with the
// resource's code, no data), for every implemented operation that takes an id, and lists leave them out.
const target = await resolveTarget();
const owner = await newTenant(target);
const intruder = await newTenant(target);

const ownerUser = await createUser(owner);
const webhook = await owner.call<{ id: string }>({
  method: 'POST',
  path: '/api/webhooks',
  body: { type: 'orders', url: 'https://hooks.example.com/owner', retryOnFailure: true },
});
const bankAccount = await owner.call<{ id: string }>({
  method: 'POST',
  path: '/api/bank/accounts',
  body: {
    userId: ownerUser,
    country: 'MX',
    fiat: 'MXN',
    accountHolderName: 'Ana García',
    CLABE: validClabe(),
  },
});
const address = await owner.call<{ id: string }>({
  method: 'POST',
  path: '/api/addresses',
  body: { userId: ownerUser, network: 'stellar', address: knownAddresses.stellar, memo: '77' },
});

const ownerOrder = await awaitingFiatOrder(owner, 900);
const ownerBulk = await owner.call<{ id: string }>({
  method: 'POST',
  path: '/api/payments/bank/bulk',
  body: { orderIds: [(await awaitingFiatOrder(owner, 910)).id] },
});
const ownerQuote = await quote(owner, {
  country: 'MX',
  origin: { asset: 'MXN', amount: 900 },
  destination: { asset: 'USDC', network: 'polygon' },
});
// A bulk bank payout comes with a completed sale, which only the sandbox makes (its crypto check and clock): on the
// production target getBulkBankPayout's isolation is not checked (withId below).
const paidOut = await (async () => {
  if (onProduction) return undefined;
  const priced = await quote(owner, {
    country: 'MX',
    origin: { asset: 'USDC', network: 'polygon' },
    destination: { asset: 'MXN', amount: 5000 },
  });
  const sold = await order(owner, priced.id, { bankAccountId: await mexicanAccount(owner) });
  await owner.call({ method: 'POST', path: '/api/payments/crypto/check', body: { orderId: sold.id } });
  return driveTo(owner, sold.id, 'complete');
})();

const ownerEvents = await owner.call<{ id: string }[]>({ method: 'GET', path: '/api/events?limit=1' });

const ownerExport = await (async () => {
  const queued = await owner.call<{ exportId: string }>({
    method: 'POST',
    path: '/api/orders/export',
    body: { email: 'owner@example.com' },
  });
  for (let round = 0; round < 10; round++) {
    const read = await owner.call<{ status: string; outboxMessageId: string | null }>({
      method: 'GET',
      path: `/api/orders/exports/${queued.body.exportId}`,
    });
    // The outbox message's id is for the sandbox's outbox operation: a production server has none.
    if (onProduction) return { id: queued.body.exportId, messageId: '' };
    if (read.body.status === 'sent')
      return { id: queued.body.exportId, messageId: read.body.outboxMessageId ?? '' };
    await owner.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
  }
  throw new Error('the owner’s export was not sent');
})();

// A receiver check (sandbox only) of the owner's registration: its receiver does not answer, which is a report too.
const ownerCheck = onProduction
  ? undefined
  : await owner.call<{ id: string }>({
      method: 'POST',
      path: `/api/sandbox/webhooks/${webhook.body.id}/receiver-checks`,
    });

/** The owner's resource behind each kind of path parameter, and the error its absence answers. */
const resources: Record<string, { id: string; error: ErrorName }> = {
  UserId: { id: ownerUser, error: 'userNotFound' },
  WebhookId: { id: webhook.body.id, error: 'webhookNotFound' },
  BankAccountId: { id: bankAccount.body.id, error: 'bankAccountNotFound' },
  CryptoAddressId: { id: address.body.id, error: 'cryptoAddressNotFound' },
  OrderId: { id: ownerOrder.id, error: 'orderNotFound' },
  QuoteId: { id: ownerQuote.id, error: 'quoteNotFound' },
  ...(paidOut
    ? {
        BulkBankPayoutId: {
          id: paidOut.settlement.payout.bulkBankPayoutId ?? '',
          error: 'bulkBankPayoutNotFound' as const,
        },
      }
    : {}),
  BulkBankPaymentId: { id: ownerBulk.body.id, error: 'bulkBankPaymentNotFound' },
  EventId: { id: ownerEvents.body[0]?.id ?? '', error: 'eventNotFound' },
  ExportId: { id: ownerExport.id, error: 'exportNotFound' },
  OutboxMessageId: { id: ownerExport.messageId, error: 'outboxMessageNotFound' },
  SandboxBrokerId: { id: owner.brokerId, error: 'sandboxBrokerNotFound' },
  ...(ownerCheck
    ? { ReceiverCheckId: { id: ownerCheck.body.id, error: 'receiverCheckNotFound' as const } }
    : {}),
};

function pathResource(id: OperationId) {
  const entry = operationById(id);
  const parameters = (entry.operation.parameters ?? []) as { $ref?: string; name?: string }[];
  const inPath = parameters.find((parameter) => dereference(parameter, '').value.in === 'path');
  if (!inPath) return undefined;
  return { name: inPath.$ref?.split('/').pop() ?? `inline ${inPath.name}` };
}

const withId = (await implementedOperations(target)).flatMap((id) => {
  const resource = pathResource(id);
  // No completed sale on the production target: no bulk bank payout to look for (paidOut above).
  if (onProduction && resource?.name === 'BulkBankPayoutId') return [];
  return resource ? [[id, resource.name] as const] : [];
});

describe('another tenant’s ids in the path', () => {
  it('the fixtures exist for the owner', () => {
    expect([webhook.status, bankAccount.status, address.status]).toEqual([201, 201, 201]);
    expect(ownerEvents.body[0]?.id).toMatch(/^evt_/);
  });

  it.each(withId)('%s answers like a missing id', async (id, parameter) => {
    const resource = resources[parameter];
    expect(resource, `no isolation fixture for path parameter ${parameter}: add one`).toBeDefined();
    if (!resource) return;
    const result = await intruder.call({ ...exampleRequest(id, resource.id), key: intruder.writeKey });
    expectError(result, resource.error);
    expect(JSON.stringify(result.body)).not.toContain(resource.id);
  });

  it.each(withId)('%s answers a missing id the same way', async (id, parameter) => {
    const resource = resources[parameter];
    if (!resource) return;
    const missing = `${resource.id.slice(0, 4)}01JD3Z00000000000000000000`;
    expectError(await owner.call(exampleRequest(id, missing)), resource.error);
  });

  it('left the owner’s resources untouched', async () => {
    for (const path of [
      `/api/webhooks/${webhook.body.id}`,
      `/api/bank/accounts/${bankAccount.body.id}`,
      `/api/addresses/${address.body.id}`,
    ]) {
      expect((await owner.call({ method: 'GET', path })).status, path).toBe(200);
    }
  });
});

describe('another tenant’s ids in the body', () => {
  it.each([
    [
      'createWebhook',
      { type: 'users', url: 'https://hooks.example.com/intruder', retryOnFailure: true, userId: ownerUser },
    ],
    [
      'createBankAccount',
      { userId: ownerUser, country: 'MX', fiat: 'MXN', accountHolderName: 'X', CLABE: validClabe() },
    ],
    ['createCryptoAddress', { userId: ownerUser, network: 'tron', address: knownAddresses.tron }],
    // A production server has no sandbox operation.
    ...(onProduction
      ? []
      : ([['createSandboxKey', { userId: ownerUser, role: 'createAndModify' }]] as const)),
  ] as const)('%s answers 404 code 1 for the other tenant’s user', async (id, body) => {
    const entry = operationById(id);
    const result = await intruder.call({ method: entry.method.toUpperCase(), path: entry.template, body });
    expectError(result, 'userNotFound');
  });
});

describe('lists', () => {
  it.each([
    ['/api/webhooks', 'userId'],
    ['/api/bank/accounts', 'userId'],
    ['/api/addresses', 'userId'],
    ['/api/users', 'authId'],
  ])('%s filtered by the other tenant’s user is empty', async (path, filter) => {
    const result = await intruder.call<unknown[]>({ method: 'GET', path: `${path}?${filter}=${ownerUser}` });
    expect(result.body).toEqual([]);
    expect(totalCount(result)).toBe(0);
  });

  it.each(['/api/webhooks', '/api/bank/accounts', '/api/addresses'])(
    '%s never shows the other tenant’s records',
    async (path) => {
      const result = await intruder.call<{ id: string }[]>({ method: 'GET', path: `${path}?limit=100` });
      expect(result.body).toEqual([]);
      expect(totalCount(result)).toBe(0);
    },
  );
});
