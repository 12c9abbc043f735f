import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { jobs } from '../db/schema.ts';
import { openTestRuntime, type TestRuntime } from './test-runtime.ts';

// What the purge tests share: a runtime of their own (opened before the file's tests, given to `opened`), the
// service clock moved at will, and the purge job's rows.
export const day = 24 * 60 * 60_000;
export const purgeId = 'job_recurring_maintenance.purge';

export function purgeTestRuntime(name: string, opened: (runtime: TestRuntime) => void) {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await openTestRuntime(name);
    opened(runtime);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => runtime.dispose());
  return {
    purgeJobs: () => runtime.store.db.select().from(jobs).where(eq(jobs.kind, 'maintenance.purge')),
    /** Moves the service clock to `at` for what follows. */
    clockAt(at: Date): void {
      vi.spyOn(runtime.deps.clock, 'now').mockReturnValue(at);
    },
  };
}
