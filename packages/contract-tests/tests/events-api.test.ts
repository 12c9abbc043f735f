import { describe, expect, it } from 'vitest';
import { expectError, totalCount } from '../src/harness/assertions.ts';
import { serviceNow } from '../src/harness/money.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import { bankAccount, pause, type WebhookEvent } from '../src/harness/webhook-deliveries.ts';

// The events API: the broker's events, newest first, filtered and counted. On every target.
const tenant = await newTenant(await resolveTarget());

describe('the events API', () => {
  it('lists the broker events newest first, filtered by type, name, user and time, with a total', async () => {
    const userId = await createUser(tenant);
    // A few ms either side of `before`: events of one millisecond would sit on both sides of the bound.
    await pause(5);
    const before = new Date(await serviceNow(tenant)).toISOString();
    await pause(5);
    await bankAccount(tenant, userId);
    await bankAccount(tenant, userId);
    const all = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?userId=${userId}`,
      key: tenant.readKey,
    });
    expect(all.status).toBe(200);
    expect(all.body.map((event) => event.event)).toEqual([
      'bankAccount.created',
      'bankAccount.created',
      'user.created',
    ]);
    expect(totalCount(all)).toBe(3);
    const created = all.body.map((event) => event.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const query = (filters: string) =>
      tenant.call<WebhookEvent[]>({ method: 'GET', path: `/api/events?userId=${userId}&${filters}` });
    expect(totalCount(await query('type=bank-accounts'))).toBe(2);
    expect(totalCount(await query('event=user.created'))).toBe(1);
    expect(totalCount(await query(`from=${encodeURIComponent(before)}`))).toBe(2);
    expect(totalCount(await query(`to=${encodeURIComponent(before)}`))).toBe(1);
    // A bound without milliseconds means the same instant (stored times have them).
    const second = new Date(Math.floor(Date.parse(before) / 1000) * 1000);
    const ofSecond = (events: WebhookEvent[]) =>
      events.filter((event) => Date.parse(event.createdAt) >= second.getTime());
    expect(totalCount(await query(`from=${second.toISOString().replace('.000Z', 'Z')}`))).toBe(
      ofSecond(all.body).length,
    );
    const page = await query('limit=1&page=2');
    expect(page.body.map((event) => event.id)).toEqual([all.body[1]?.id]);
    expect(totalCount(page)).toBe(3);
    expectError(
      await tenant.call({ method: 'GET', path: '/api/events/evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7' }),
      'eventNotFound',
    );
  });
});
