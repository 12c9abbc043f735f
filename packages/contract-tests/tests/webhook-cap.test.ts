import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { unique } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// A user has at most 10 webhook registrations, of all types (each event of the user goes to each of them).
const tenant = await newTenant(await resolveTarget());

describe('createWebhook: at most 10 registrations a user', () => {
  it('answers the 11th 422 code 47 naming the user, and registers again once one is deleted', async () => {
    const userId = await createUser(tenant);
    const register = (type: string) =>
      tenant.call<{ id: string }>({
        method: 'POST',
        path: '/api/webhooks',
        body: { type, url: `https://hooks.example.com/cap/${unique()}`, userId, retryOnFailure: false },
      });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await register(['orders', 'bank-accounts', 'users'][i % 3] ?? 'orders');
      expect(created.status, `registration ${i + 1}`).toBe(201);
      ids.push(created.body.id);
    }
    const refused = await register('users');
    expectError(refused, 'webhookLimitReached');
    expect(JSON.stringify(refused.body)).toContain(`user ${userId} has 10 registrations`);
    // The caller user's own registrations are counted apart.
    const mine = await tenant.call({
      method: 'POST',
      path: '/api/webhooks',
      body: { type: 'orders', url: `https://hooks.example.com/cap/${unique()}`, retryOnFailure: false },
    });
    expect(mine.status).toBe(201);

    expect((await tenant.call({ method: 'DELETE', path: `/api/webhooks/${ids[0]}` })).status).toBe(204);
    expect((await register('users')).status).toBe(201);
    expectError(await register('orders'), 'webhookLimitReached');
  });
});
