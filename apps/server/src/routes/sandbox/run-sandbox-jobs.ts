import { countPendingJobs } from '../../db/jobs-queries.ts';
import { jobHandlers } from '../../domain/jobs/handlers.ts';
import { runDueJobs } from '../../domain/jobs/job-queue.ts';
import { runDueDeliveries } from '../../domain/webhooks/delivery-runner.ts';
import { operation } from '../define.ts';

/** Due jobs first (their changes may write events), then the deliveries due, those included. */
export const runSandboxJobsOperation = operation('runSandboxJobs', async (c) => {
  const deps = c.get('deps');
  const jobs = await runDueJobs(deps, jobHandlers, 500);
  const deliveries = await runDueDeliveries(deps, { limit: 500 });
  return c.json({ ran: jobs.ran + deliveries.ran, remaining: await countPendingJobs(deps.store) }, 200);
});
