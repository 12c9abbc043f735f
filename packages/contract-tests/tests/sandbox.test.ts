import type { components, User } from '@cambio/client';
import { expect, it } from 'vitest';
import { expectError, expectInvalid } from '../src/harness/assertions.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

type SandboxBroker = components['schemas']['SandboxBroker'];
type SandboxKey = components['schemas']['SandboxKey'];

// The sandbox operations the suite itself stands on: isolated brokers and keys for chosen users.
const target = await resolveTarget();
const tenant = await newTenant(target);

// Sandbox only: the sandbox operations are this file's subject.
sandboxOnly.describe('createSandboxBroker', () => {
  it('makes an isolated broker with an approved business caller and one key per role', async () => {
    const result = await tenant.call<SandboxBroker>({
      method: 'POST',
      path: '/api/sandbox/brokers',
      key: tenant.readKey,
    });
    expect(result.status).toBe(201);
    const broker = result.body;
    expect(broker.brokerId).not.toBe(tenant.brokerId);
    expect(broker.user).toMatchObject({ type: 'business', brokerId: broker.brokerId });
    expect(broker.user.onboarding.MX).toMatchObject({ status: 'approved', hasAcceptedTerms: true });
    expect(broker.keys.map((key) => key.role).sort()).toEqual(['createAndModify', 'read']);
    for (const key of broker.keys)
      expect(key).toMatchObject({ userId: broker.user.id, brokerId: broker.brokerId });
    const seen = await tenant.call<User[]>({ method: 'GET', path: '/api/users', key: broker.keys[0]?.key });
    expect(seen.body.map((user) => user.id)).toEqual([broker.user.id]);
  });
});

// Sandbox only: the sandbox operations are this file's subject.
sandboxOnly.describe('createSandboxKey', () => {
  it('makes a key acting as a user of the broker, with the given role', async () => {
    const userId = await createUser(tenant);
    const result = await tenant.call<SandboxKey>({
      method: 'POST',
      path: '/api/sandbox/keys',
      body: { userId, role: 'read', label: 'read-only caller' },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      userId,
      role: 'read',
      brokerId: tenant.brokerId,
      label: 'read-only caller',
    });
    const asUser = await tenant.call<User[]>({ method: 'GET', path: '/api/users', key: result.body.key });
    expect(asUser.body.map((user) => user.id)).toEqual([userId]);
    const write = await tenant.call({
      method: 'POST',
      path: `/api/users/${userId}/terms/accept`,
      key: result.body.key,
    });
    expectError(write, 'forbidden');
  });

  it('refuses bad input, naming the field, and an unknown user (404 code 1)', async () => {
    const call = (body: unknown) => tenant.call({ method: 'POST', path: '/api/sandbox/keys', body });
    expectInvalid(await call({ userId: tenant.userId, role: 'admin' }), 'body.role');
    expectInvalid(await call({ role: 'read' }), 'body.userId');
    expectInvalid(await call({ userId: tenant.userId, role: 'read', label: '' }), 'body.label');
    expectInvalid(await call({ userId: tenant.userId, role: 'read', scope: 'all' }), 'body.scope');
    expectError(await call({ userId: 'usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST', role: 'read' }), 'userNotFound');
  });
});
