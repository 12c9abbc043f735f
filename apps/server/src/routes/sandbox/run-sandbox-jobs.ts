import { jobHandlers } from '../../domain/jobs/handlers.ts';
import { runDueJobs } from '../../domain/jobs/job-queue.ts';
import { operation } from '../define.ts';

export const runSandboxJobsOperation = operation('runSandboxJobs', async (c) =>
  c.json(await runDueJobs(c.get('deps'), jobHandlers, 500), 200),
);
