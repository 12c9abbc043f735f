import { jobHandlers } from '../../domain/jobs/handlers.ts';
import { pendingJobs, runDueJobs } from '../../domain/jobs/job-queue.ts';
import { operation } from '../define.ts';

export const runSandboxJobsOperation = operation('runSandboxJobs', async (c) => {
  const deps = c.get('deps');
  const { ran } = await runDueJobs(deps, jobHandlers, 500);
  return c.json({ ran, remaining: await pendingJobs(deps.store) }, 200);
});
