import type { components } from '@cambio/client';
import { expect, it } from 'vitest';
import { expectInvalid } from '../src/harness/assertions.ts';
import { awaitingFiatOrder, readOrder, statusChanges } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

type SandboxClock = components['schemas']['SandboxClock'];
type SandboxClockMoved = components['schemas']['SandboxClockMoved'];
type SandboxJobRunResult = components['schemas']['SandboxJobRunResult'];

// The sandbox clock of the tenant's broker (each broker has its own): assertions compare before and after.
const target = await resolveTarget();
const tenant = await newTenant(target);

const readClock = async () =>
  (await tenant.call<SandboxClock>({ method: 'GET', path: '/api/sandbox/clock' })).body;

// Sandbox only: the sandbox clock is this file's subject.
sandboxOnly.describe('sandbox clock', () => {
  it('tells the service time: the real time plus the offset', async () => {
    const clock = await readClock();
    const realNow = Date.now();
    expect(clock.offsetMs).toBeGreaterThanOrEqual(0);
    expect(Math.abs(Date.parse(clock.now) - clock.offsetMs - realNow)).toBeLessThan(60_000);
  });

  it('moves forward by the given seconds and never back', async () => {
    const before = await readClock();
    const moved = await tenant.call<SandboxClock>({
      method: 'POST',
      path: '/api/sandbox/clock/advance',
      body: { seconds: 3600 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.offsetMs - before.offsetMs).toBeGreaterThanOrEqual(3_600_000);
    expect(Date.parse(moved.body.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(3_600_000);
    expect((await readClock()).offsetMs).toBeGreaterThanOrEqual(moved.body.offsetMs);
  });

  it('replays a move retried with its Idempotency-Key, however far it moved: the clock moves once', async () => {
    // The key's answer is kept 24 hours of real time: a move of two days must not have made it stale.
    const key = `two-days-${crypto.randomUUID()}`;
    const send = () =>
      tenant.call<SandboxClock>({
        method: 'POST',
        path: '/api/sandbox/clock/advance',
        headers: { 'Idempotency-Key': key },
        body: { seconds: 2 * 86_400 },
      });
    const before = await readClock();
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await readClock()).offsetMs - before.offsetMs).toBeLessThan(3 * 86_400_000);
  });

  it('refuses a move backwards or of no time, naming the field', async () => {
    for (const seconds of [0, -5, 1.5, 31_536_001]) {
      expectInvalid(
        await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds } }),
        'body.seconds',
      );
    }
  });
});

// Sandbox only: the sandbox clock is this file's subject.
sandboxOnly.describe('the sandbox clock as a test clock', () => {
  it('runs each job due within a move at its own due time: one minute takes a paid order to complete', async () => {
    const created = await awaitingFiatOrder(tenant, 1000);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
    expect((await readOrder(tenant, created.id)).status).toBe('paid');

    const moved = await tenant.call<SandboxClockMoved>({
      method: 'POST',
      path: '/api/sandbox/clock/advance',
      body: { seconds: 60 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.caughtUp).toBe(true);
    expect(moved.body.ran).toBeGreaterThanOrEqual(5);
    const done = await readOrder(tenant, created.id);
    expect(done.status).toBe('complete');
    expect(done.settlement.payout.status).toBe('complete');

    // Every automatic step at its due time: the server's step length (2 s by default) after the last, to
    // the millisecond, within the minute moved, whatever the real time the move took.
    const changes = await statusChanges(tenant, created.id);
    expect(changes.map((change) => change.to)).toEqual([
      'paid',
      'sourcingLiquidity',
      'liquiditySourced',
      'awaitingPayout',
      'awaitingAsyncPayout',
      'complete',
    ]);
    const times = changes.map((change) => Date.parse(change.at));
    const gaps = times.slice(1).map((time, step) => time - (times[step] ?? 0));
    expect(gaps).toEqual([2000, 2000, 2000, 2000, 2000]);
    expect(Date.parse(moved.body.now)).toBeGreaterThanOrEqual(times.at(-1) ?? Number.POSITIVE_INFINITY);
  });

  it('stops at the end of the span: what falls due after it waits', async () => {
    const created = await awaitingFiatOrder(tenant, 1000);
    await tenant.call({ method: 'POST', path: '/api/payments/bank/check', body: { orderId: created.id } });
    // One step's length (2 s by default) takes the first step and not the second, due 2 s later.
    await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 2 } });
    expect((await readOrder(tenant, created.id)).status).toBe('sourcingLiquidity');
  });
});

// Sandbox only: the sandbox job runner is this file's subject.
sandboxOnly.describe('runSandboxJobs', () => {
  it('runs what is due and counts what is left', async () => {
    const result = await tenant.call<SandboxJobRunResult>({ method: 'POST', path: '/api/sandbox/jobs/run' });
    expect(result.status).toBe(200);
    expect(result.body.ran).toBeGreaterThanOrEqual(0);
    expect(result.body.remaining).toBeGreaterThanOrEqual(0);
    const again = await tenant.call<SandboxJobRunResult>({ method: 'POST', path: '/api/sandbox/jobs/run' });
    expect(again.body.ran).toBeLessThanOrEqual(result.body.remaining);
  });
});
