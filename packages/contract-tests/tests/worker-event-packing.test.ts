import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceAndRunJobs } from '../src/harness/money.ts';
import { targetName } from '../src/harness/target.ts';
import { createUser, newTenant, type Tenant } from '../src/harness/tenant.ts';
import { type LocalWorker, startLocalWorker } from '../src/setup/local-worker.ts';
import { localWorkerTarget } from '../src/targets/worker.ts';

type Event = { id: string; data: { id: string } };

// Events are written as JSON text and packed by the hourly maintenance job: on the Worker with fflate, bound
// to D1 as a blob. A Worker of this file's own, so that its D1 file can be looked at as D1 stores the rows.
describe.runIf(targetName() === 'worker')('events packed by the hourly maintenance on workerd', () => {
  let worker: LocalWorker;
  let tenant: Tenant;

  beforeAll(async () => {
    worker = await startLocalWorker();
    tenant = await newTenant(localWorkerTarget(worker));
  }, 120_000);
  afterAll(() => worker?.dispose());

  it('stores an event as text, packs it on the hourly run, and answers it the same before and after', async () => {
    const userId = await createUser(tenant);
    const listed = await tenant.call<Event[]>({ method: 'GET', path: '/api/events?event=user.created' });
    const event = listed.body.find((item) => item.data.id === userId);
    if (!event) throw new Error(`no user.created event of ${userId}`);
    const read = () => tenant.call<Event>({ method: 'GET', path: `/api/events/${event.id}` });
    const before = await read();
    expect(before.status).toBe(200);

    const d1 = new Database(worker.d1File(), { readonly: true, fileMustExist: true });
    try {
      const stored = () => d1.prepare('select typeof(data) from events where id = ?').pluck().get(event.id);
      expect(stored()).toBe('text');
      await advanceAndRunJobs(tenant, 2 * 3600);
      expect(stored()).toBe('blob');
    } finally {
      d1.close();
    }
    const after = await read();
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).toBe(JSON.stringify(before.body));
  });
});
