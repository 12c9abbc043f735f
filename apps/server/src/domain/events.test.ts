import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { events, jobs, webhooks } from '../db/schema.ts';
import { openTestRuntime } from '../testing/test-runtime.ts';
import { eventStatements } from './events.ts';

// Who receives an event is decided where it is written: one delivery job per enabled registration of the
// event's user and type, in the same commit.
const runtime = await openTestRuntime('events');
afterAll(() => runtime.dispose());

const register = async (type: string, name: string) => {
  const response = await runtime.app.request('/api/webhooks', {
    method: 'POST',
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: JSON.stringify({ type, url: `https://receiver.example/${name}`, retryOnFailure: false }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

it('an event for a user with two registrations, one disabled, makes exactly one delivery job', async () => {
  const enabled = await register('bank-accounts', 'enabled');
  const disabled = await register('bank-accounts', 'disabled');
  await register('users', 'other-type');
  const at = new Date();
  await runtime.store.commit([
    runtime.store.db.update(webhooks).set({ disabledAt: at.toISOString() }).where(eq(webhooks.id, disabled)),
  ]);
  await runtime.store.commit(
    eventStatements(runtime.deps, {
      brokerId: runtime.brokerId,
      userId: runtime.userId,
      event: 'bankAccount.deleted',
      data: { id: 'bnk_1' } as never,
      at,
    }),
  );
  const [event] = await runtime.store.db.select().from(events).where(eq(events.event, 'bankAccount.deleted'));
  const made = await runtime.store.db
    .select()
    .from(jobs)
    .where(eq(jobs.subjectId, event?.id ?? ''));
  expect(made).toEqual([
    expect.objectContaining({
      id: `job_${event?.id.slice(4)}_${enabled.slice(4)}`,
      kind: 'webhook.deliver',
      targetId: enabled,
      status: 'pending',
      attempts: 0,
      dueAt: at.toISOString(),
    }),
  ]);
});
