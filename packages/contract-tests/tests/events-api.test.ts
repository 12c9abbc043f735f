import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { awaitingFiatOrder, serviceNow } from '../src/harness/money.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';
import { bankAccount, pause, type WebhookEvent } from '../src/harness/webhook-deliveries.ts';

// The events API: the broker's events, newest first, filtered and counted; the events of one order or bank
// account; and the events written after one (`since`), oldest first. On every target.
const tenant = await newTenant(await resolveTarget());
/** The id of the resource an event is about (every payload's data is a resource). */
const resourceOf = (event: WebhookEvent) => (event.data as { id: string }).id;

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

  it('lists the events of one order or one bank account', async () => {
    const userId = await createUser(tenant);
    const kept = await bankAccount(tenant, userId);
    const deleted = await bankAccount(tenant, userId);
    expect((await tenant.call({ method: 'DELETE', path: `/api/bank/accounts/${deleted}` })).status).toBe(204);
    const ofAccount = async (id: string) =>
      tenant.call<WebhookEvent[]>({ method: 'GET', path: `/api/events?bankAccountId=${id}` });
    const deletedEvents = await ofAccount(deleted);
    expect(deletedEvents.body.map((event) => [event.event, resourceOf(event)])).toEqual([
      ['bankAccount.deleted', deleted],
      ['bankAccount.created', deleted],
    ]);
    expect(totalCount(deletedEvents)).toBe(2);
    expect((await ofAccount(kept)).body.map((event) => event.event)).toEqual(['bankAccount.created']);

    const order = await awaitingFiatOrder(tenant);
    const cancelled = await tenant.call({ method: 'POST', path: `/api/orders/${order.id}/cancel` });
    expect(cancelled.status).toBe(200);
    const ofOrder = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?orderId=${order.id}`,
    });
    expect(ofOrder.body.map((event) => [event.event, resourceOf(event)])).toEqual([
      ['order.statusChanged', order.id],
      ['order.created', order.id],
    ]);
    // An id of another kind of resource, or one that does not exist, matches nothing.
    for (const filter of [
      `orderId=${kept}`,
      `bankAccountId=${order.id}`,
      'orderId=ord_01JD3ZH8J9K0M1N2P3Q4R5S6T7',
    ]) {
      const none = await tenant.call<WebhookEvent[]>({ method: 'GET', path: `/api/events?${filter}` });
      expect([none.status, none.body, totalCount(none)]).toEqual([200, [], 0]);
    }
  });

  it('lists the events written after one, oldest first, page by page; an unknown one is refused', async () => {
    const userId = await createUser(tenant);
    for (let i = 0; i < 3; i++) await bankAccount(tenant, userId);
    const newestFirst = await tenant.call<WebhookEvent[]>({
      method: 'GET',
      path: `/api/events?userId=${userId}`,
    });
    const written = newestFirst.body.map((event) => event.id).reverse();
    expect(written).toHaveLength(4);
    const [first, ...after] = written;
    const since = (id: string, more = '') =>
      tenant.call<WebhookEvent[]>({ method: 'GET', path: `/api/events?userId=${userId}&since=${id}${more}` });
    const all = await since(first ?? '');
    expect(all.body.map((event) => event.id)).toEqual(after);
    expect(totalCount(all)).toBe(3);
    expect(all.headers.get('x-next-cursor')).toBeNull();
    // Page by page: each page goes on from the last event of the one before, until an empty page.
    const paged: string[] = [];
    let position = first ?? '';
    for (;;) {
      const page = await since(position, '&limit=2');
      if (page.body.length === 0) break;
      paged.push(...page.body.map((event) => event.id));
      position = page.body.at(-1)?.id ?? '';
    }
    expect(paged).toEqual(after);
    expect((await since(written.at(-1) ?? '')).body).toEqual([]);
    // Filters combine with it.
    const accounts = await since(first ?? '', '&event=bankAccount.created&limit=1');
    expect(accounts.body.map((event) => event.id)).toEqual([after[0]]);
    expect(totalCount(accounts)).toBe(3);

    expectInvalid(await since('evt_01JD3ZH8J9K0M1N2P3Q4R5S6T7'), 'query.since');
    expectInvalid(await since(first ?? '', '&page=2'), 'query.since');
    const cursor = (
      await tenant.call({ method: 'GET', path: `/api/events?userId=${userId}&limit=1` })
    ).headers.get('x-next-cursor');
    expectInvalid(await since(first ?? '', `&cursor=${cursor}`), 'query.since');
  });
});
