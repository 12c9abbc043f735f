import { type CambioClient, type components, createCambioClient } from '@cambio/client';
import { expect } from 'vitest';
import { type CallOptions, type CallResult, call } from './api.ts';
import { checkedFetch } from './checked-fetch.ts';
import { individualUser } from './fixtures.ts';
import { sandboxOperationsAbsent, skipWithoutSandbox } from './sandbox-operations.ts';
import { onProduction, type Target, type TenantKeys } from './target.ts';

type SandboxBroker = components['schemas']['SandboxBroker'];
type CreateUserRequest = components['schemas']['CreateUserRequest'];
type ApiKeyRole = components['schemas']['ApiKeyRole'];
type Country = components['schemas']['Country'];

/** An isolated broker made for one test file: its approved caller user and one key per role. */
export type Tenant = {
  target: Target;
  brokerId: string;
  /** The caller user of both keys: a business user approved in MX who accepted the terms. */
  userId: string;
  readKey: string;
  writeKey: string;
  /** The typed client, validated like every call; the write key unless another key is given. */
  client(key?: string): CambioClient;
  /** A raw call with the write key unless the options name another (`key: undefined` sends none). */
  call<T = unknown>(options: CallOptions): Promise<CallResult<T>>;
};

export function clientFor(target: Target, apiKey: string): CambioClient {
  return createCambioClient({
    baseUrl: target.baseUrl,
    apiKey,
    fetch: (request) => checkedFetch(target, request),
  });
}

/**
 * A tenant of its own for a test file: on a sandbox through POST /api/sandbox/brokers with the bootstrap key,
 * on the production target through the operator's tools in process (target.operator).
 */
export async function newTenant(target: Target): Promise<Tenant> {
  const { brokerId, userId, readKey, writeKey } = await (target.operator?.newTenant() ??
    sandboxTenant(target));
  return {
    target,
    brokerId,
    userId,
    readKey,
    writeKey,
    client: (key = writeKey) => clientFor(target, key),
    call: (options) => call(target, 'key' in options ? options : { ...options, key: writeKey }),
  };
}

/** The sandbox brokers this test file made: deleted when it ends (setup/record-coverage.ts). */
const made: Array<{ target: Target; brokerId: string; writeKey: string }> = [];

/**
 * Deletes the sandbox brokers the test file made on `shared` (the file's target), with everything they hold
 * (a throwaway sandbox per file): a long-running server keeps no test data. A server a file started for
 * itself is gone by then, with its data. One a test deleted itself answers 401 or 404.
 */
export async function deleteFileTenants(shared: Target | undefined): Promise<void> {
  for (const { target, brokerId, writeKey } of made.splice(0)) {
    if (target !== shared) continue;
    const deleted = await call(target, {
      method: 'DELETE',
      path: `/api/sandbox/brokers/${brokerId}`,
      key: writeKey,
    });
    expect([204, 401, 404], `DELETE /api/sandbox/brokers/${brokerId}`).toContain(deleted.status);
  }
}

async function sandboxTenant(target: Target): Promise<TenantKeys> {
  if (sandboxOperationsAbsent)
    skipWithoutSandbox('a throwaway broker of its own (POST /api/sandbox/brokers)');
  const created = await call<SandboxBroker>(target, {
    method: 'POST',
    path: '/api/sandbox/brokers',
    key: target.bootstrapKey,
  });
  expect(created.status, 'POST /api/sandbox/brokers with the bootstrap key').toBe(201);
  const broker = created.body;
  const readKey = broker.keys.find((key) => key.role === 'read')?.key;
  const writeKey = broker.keys.find((key) => key.role === 'createAndModify')?.key;
  if (!readKey || !writeKey)
    throw new Error('the sandbox broker came without a read and a createAndModify key');
  made.push({ target, brokerId: broker.brokerId, writeKey });
  return { brokerId: broker.brokerId, userId: broker.user.id, readKey, writeKey };
}

/** Creates a user of the tenant (a fresh individual in MX unless `body` says otherwise) and returns its id. */
export async function createUser(
  tenant: Tenant,
  body: CreateUserRequest = individualUser(),
): Promise<string> {
  const created = await tenant.client().POST('/api/users', { body });
  expect(created.response.status, `create user ${JSON.stringify(created.error)}`).toBe(201);
  return created.data?.userId ?? '';
}

/**
 * A key of the tenant acting as `userId` with `role`: POST /api/sandbox/keys, or on the production target as
 * `npm run keys -- create` issues it.
 */
export async function keyFor(tenant: Tenant, userId: string, role: ApiKeyRole): Promise<string> {
  const { operator } = tenant.target;
  if (operator) return operator.issueKey(tenant.brokerId, userId, role);
  const issued = await tenant
    .client()
    .POST('/api/sandbox/keys', { body: { userId, role, label: `contract ${role}` } });
  expect(issued.response.status, `sandbox key ${JSON.stringify(issued.error)}`).toBe(201);
  return issued.data?.key ?? '';
}

/** A createAndModify key whose caller user is approved nowhere: what the approval rule (part 5.4) refuses. */
export async function unapprovedCaller(tenant: Tenant): Promise<{ userId: string; key: string }> {
  const userId = await createUser(tenant);
  return { userId, key: await keyFor(tenant, userId, 'createAndModify') };
}

/**
 * Approves the tenant's user `userId` in `country` (its own by default): the sandbox verification walk, or on a
 * production server the operator's decision (POST /api/users/{id}/verification), which is how users get
 * approved there.
 */
export async function approveUser(tenant: Tenant, userId: string, country?: Country): Promise<void> {
  const decided = onProduction
    ? await tenant.call({
        method: 'POST',
        path: `/api/users/${userId}/verification`,
        body: { decision: 'approved', ...(country ? { country } : {}) },
      })
    : await tenant.call({
        method: 'POST',
        path: `/api/sandbox/users/${userId}/verification`,
        body: { outcome: 'approved', ...(country ? { country } : {}) },
      });
  expect(decided.status, `approve ${userId} ${JSON.stringify(decided.body)}`).toBe(200);
}

/** A read-only key of the tenant's approved caller user (keyFor). */
export function readOnlyKey(tenant: Tenant): Promise<string> {
  return keyFor(tenant, tenant.userId, 'read');
}
