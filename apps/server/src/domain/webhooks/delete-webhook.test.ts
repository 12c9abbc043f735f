import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { openTestRuntime } from '../../testing/test-runtime.ts';

// Deleting a registration drops, in the same commit, the deliveries it was still due.
const runtime = await openTestRuntime('delete-webhook');
afterAll(() => runtime.dispose());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await runtime.app.fetch(
    new Request(`http://cambio.test${path}`, {
      method,
      headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.text()) || undefined };
};

it('marks the pending deliveries of a deleted registration done, unsent', async () => {
  const registered = await call('POST', '/api/webhooks', {
    type: 'bank-accounts',
    url: 'http://127.0.0.1:9/never',
    retryOnFailure: true,
  });
  const { id } = JSON.parse(registered.body ?? '{}') as { id: string };
  const account = await call('POST', '/api/bank/accounts', {
    userId: runtime.userId,
    country: 'MX',
    fiat: 'MXN',
    accountHolderName: 'Ana García',
    CLABE: '012180001234567899',
  });
  expect(account.status).toBe(201);
  const deliveries = () => runtime.store.db.select().from(jobs).where(eq(jobs.targetId, id));
  expect((await deliveries()).map((job) => [job.kind, job.status])).toEqual([['webhook.deliver', 'pending']]);

  expect((await call('DELETE', `/api/webhooks/${id}`)).status).toBe(204);
  expect((await deliveries()).map((job) => [job.status, job.attempts, job.lastError])).toEqual([
    ['done', 0, 'dropped: the registration was deleted'],
  ]);
});
