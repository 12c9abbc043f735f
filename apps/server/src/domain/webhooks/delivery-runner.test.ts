import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { events, jobs } from '../../db/schema.ts';
import { openTestRuntime } from '../../testing/test-runtime.ts';
import { runDueDeliveries } from './delivery-runner.ts';

// The runner on the Node store, against a real receiver: runners that start together send each delivery
// once (claims), and a delivery this side cannot handle ends failed and logged instead of coming back.
const runtime = await openTestRuntime('delivery-runner');
const received: string[] = [];
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received.push(String(request.headers['webhook-id']));
    response.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  runtime.dispose();
  await new Promise((resolve) => receiver.close(resolve));
});

const call = async (method: string, path: string, body?: unknown) => {
  const response = await runtime.app.fetch(
    new Request(`http://cambio.test${path}`, {
      method,
      headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return JSON.parse(await response.text()) as { id: string };
};
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
const { id: webhookId } = await call('POST', '/api/webhooks', { type: 'users', url, retryOnFailure: true });
const addInformation = (index: number) =>
  call('POST', `/api/users/${runtime.userId}/additional-information`, { [`key${index}`]: 'value' });

it('sends each delivery once when runners claim at the same time', async () => {
  for (let index = 0; index < 20; index++) await addInformation(index);
  const runs = await Promise.all([1, 2, 3].map(() => runDueDeliveries(runtime.deps)));
  expect(runs.reduce((sum, run) => sum + run.ran, 0)).toBe(20);
  expect(received).toHaveLength(20);
  expect(new Set(received).size).toBe(20);
  const pending = await runtime.store.db.select().from(jobs).where(eq(jobs.targetId, webhookId));
  expect(pending.map((job) => job.status)).toEqual(Array(20).fill('done'));
});

it('ends a delivery it cannot handle as failed, logged, and does not send or claim it again', async () => {
  const logged = vi.spyOn(runtime.deps.logger, 'error').mockImplementation(() => undefined);
  await addInformation(99);
  const [job] = await runtime.store.db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'pending'))
    .then((rows) => rows.filter((row) => row.targetId === webhookId));
  await runtime.store.commit([
    runtime.store.db
      .update(events)
      .set({ details: sql`'not json'` })
      .where(eq(events.id, job?.subjectId ?? '')),
  ]);
  const before = received.length;
  expect((await runDueDeliveries(runtime.deps)).ran).toBe(1);
  expect(received.length).toBe(before);
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ jobId: job?.id }), 'webhook delivery failed');
  const [after] = await runtime.store.db
    .select()
    .from(jobs)
    .where(eq(jobs.id, job?.id ?? ''));
  expect(after).toMatchObject({ status: 'failed', lastError: expect.stringContaining('JSON') });
  expect((await runDueDeliveries(runtime.deps)).ran).toBe(0);
});
