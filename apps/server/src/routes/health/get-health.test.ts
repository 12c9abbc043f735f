import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import type { Store } from '../../deps.ts';
import { openTestRuntime } from '../../testing/test-runtime.ts';
import { healthTimeoutMs } from './get-health.ts';

// The health check's 503, which the contract suite cannot cause over HTTP: a database that fails, and one
// that does not answer in time.
afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/health', () => {
  it('answers 503 code 40 with the error body once the database fails', async () => {
    const lines: string[] = [];
    const runtime = await openTestRuntime(
      'health-closed',
      { CAMBIO_LOG_LEVEL: 'warn' },
      { write: (line: string) => lines.push(line) },
    );
    expect((await runtime.app.request('/api/health')).status).toBe(200);
    runtime.store.close();
    const response = await runtime.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ errors: [{ code: 40, message: 'Service unavailable' }] });
    // The operator learns why; the caller only that it is unavailable.
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'health check: the database does not answer' }),
    );
    rmSync(runtime.dataDir, { recursive: true, force: true });
  });

  it('answers 503 when the database does not answer within the bound', async () => {
    const runtime = await openTestRuntime('health-hanging');
    // A read that never settles, as from a database that stopped answering.
    const never = new Promise<never>(() => undefined);
    const chain = { from: () => chain, limit: () => never };
    const hanging: Store = { ...runtime.store, db: { ...runtime.store.db, select: () => chain } as never };
    const app = createApp({ ...runtime.deps, store: hanging });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = app.request('/api/health');
    await vi.advanceTimersByTimeAsync(healthTimeoutMs);
    expect((await answer).status).toBe(503);
    runtime.dispose();
  });
});
