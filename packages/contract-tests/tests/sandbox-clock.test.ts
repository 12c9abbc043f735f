import type { components } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectInvalid } from '../src/harness/assertions.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

type SandboxClock = components['schemas']['SandboxClock'];
type SandboxJobRunResult = components['schemas']['SandboxJobRunResult'];

// The sandbox clock moves time for every tenant of the service, so assertions compare before and after.
const target = await resolveTarget();
const tenant = await newTenant(target);

const readClock = async () =>
  (await tenant.call<SandboxClock>({ method: 'GET', path: '/api/sandbox/clock' })).body;

describe('sandbox clock', () => {
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

  it('refuses a move backwards or of no time, naming the field', async () => {
    for (const seconds of [0, -5, 1.5, 31_536_001]) {
      expectInvalid(
        await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds } }),
        'body.seconds',
      );
    }
  });
});

describe('runSandboxJobs', () => {
  it('runs what is due and counts what is left', async () => {
    const result = await tenant.call<SandboxJobRunResult>({ method: 'POST', path: '/api/sandbox/jobs/run' });
    expect(result.status).toBe(200);
    expect(result.body.ran).toBeGreaterThanOrEqual(0);
    expect(result.body.remaining).toBeGreaterThanOrEqual(0);
    const again = await tenant.call<SandboxJobRunResult>({ method: 'POST', path: '/api/sandbox/jobs/run' });
    expect(again.body.ran).toBeLessThanOrEqual(result.body.remaining);
  });
});
