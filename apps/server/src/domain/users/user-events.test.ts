import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';

// The document's user events: `data` is the user as GET /api/users answers it right after the change.
let runtime: TestRuntime;

async function send(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'x-api-key': runtime.writeKey };
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await runtime.app.request(path, {
    method,
    headers,
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

async function getUser(id: string) {
  const [user] = (await send('GET', `/api/users?authId=${id}`)) as unknown[];
  return user;
}

type StoredEvent = { event: string; data: unknown; details: unknown };

async function eventsOf(userId: string): Promise<StoredEvent[]> {
  const rows = (await runtime.store.db.all(
    sql`select * from events where user_id = ${userId} order by id`,
  )) as Array<{ event: string; data: unknown; details: string | null }>;
  return rows.map(({ event, data, details }) => ({
    event,
    data: JSON.parse(String(data)),
    details: details === null ? null : JSON.parse(details),
  }));
}

/** The events a change stored about the user. */
async function eventsFrom(userId: string, change: () => Promise<unknown>): Promise<StoredEvent[]> {
  const before = (await eventsOf(userId)).length;
  await change();
  return (await eventsOf(userId)).slice(before);
}

beforeAll(async () => {
  runtime = await openTestRuntime('user-events');
});
afterAll(() => runtime.dispose());

describe('user events', () => {
  it('user.created', async () => {
    const id = await createPendingUser(runtime);
    expect(await eventsOf(id)).toEqual([{ event: 'user.created', data: await getUser(id), details: null }]);
  });

  it('user.updated, also adding a country and changing another', async () => {
    const id = runtime.userId;
    const address = {
      street1: 'Av. Larco 101',
      city: 'Lima',
      state: 'Lima',
      country: 'PE',
      postalCode: '15074',
    };
    const stored = await eventsFrom(id, () =>
      send('PATCH', '/api/users', {
        email: `ops-${randomUUID()}@example.com`,
        businessData: { businessName: 'Renamed broker' },
        onboarding: {
          PE: { address, legalRepresentative: { firstName: 'Rosa', email: 'rosa@example.com' } },
          MX: { legalRepresentative: { firstName: 'Juan', email: 'juan@example.com' } },
        },
      }),
    );
    expect(stored).toEqual([{ event: 'user.updated', data: await getUser(id), details: null }]);
  });

  it('user.termsAccepted, user.documentUploaded and user.additionalInformationAdded', async () => {
    const id = await createPendingUser(runtime);
    expect(await eventsFrom(id, () => send('POST', `/api/users/${id}/terms/accept`))).toEqual([
      { event: 'user.termsAccepted', data: await getUser(id), details: null },
    ]);

    const form = new FormData();
    form.set('documentType', 'passport');
    form.set(
      'document',
      new Blob([new TextEncoder().encode('%PDF-1.4\n')], { type: 'application/pdf' }),
      'a.pdf',
    );
    expect(await eventsFrom(id, () => send('POST', `/api/users/${id}/documents`, form))).toEqual([
      {
        event: 'user.documentUploaded',
        data: await getUser(id),
        details: { documentId: expect.stringMatching(/^doc_/), documentType: 'passport' },
      },
    ]);

    const added = () => send('POST', `/api/users/${id}/additional-information`, { occupation: 'engineer' });
    expect(await eventsFrom(id, added)).toEqual([
      {
        event: 'user.additionalInformationAdded',
        data: await getUser(id),
        details: { keys: ['occupation'] },
      },
    ]);
  });

  it('user.onboardingStatusChanged: one per change, with the country and the status before it', async () => {
    const id = await createPendingUser(runtime);
    expect(await eventsFrom(id, () => send('GET', `/api/users/${id}/link?country=MX`))).toEqual([
      {
        event: 'user.onboardingStatusChanged',
        data: await getUser(id),
        details: { country: 'MX', previousStatus: 'none' },
      },
    ]);
    const verify = () => send('POST', `/api/sandbox/users/${id}/verification`, { outcome: 'approved' });
    expect(await eventsFrom(id, verify)).toEqual([
      {
        event: 'user.onboardingStatusChanged',
        data: await getUser(id),
        details: { country: 'MX', previousStatus: 'started' },
      },
    ]);

    // Verified from `none`: started and approved in one change.
    const other = await createPendingUser(runtime);
    const verifyOther = () => send('POST', `/api/sandbox/users/${other}/verification`, {});
    const stored = await eventsFrom(other, verifyOther);
    expect(stored).toEqual([
      {
        event: 'user.onboardingStatusChanged',
        data: await getUser(other),
        details: { country: 'MX', previousStatus: 'none' },
      },
    ]);
    expect(stored[0]?.data).toMatchObject({ onboarding: { MX: { status: 'approved' } } });
  });
});
