import { countPendingJobs } from '../../db/jobs-queries.ts';
import { jobHandlers } from '../../domain/jobs/handlers.ts';
import { runDueJobs } from '../../domain/jobs/job-queue.ts';
import { runDueDeliveries } from '../../domain/webhooks/delivery-runner.ts';
import { operation } from '../define.ts';

/**
 * The caller's broker's jobs due now on its clock first (their changes may write events), then its deliveries
 * due, those included.
 */
export const runSandboxJobsOperation = operation('runSandboxJobs', async (c) => {
  const deps = c.get('deps');
  const { brokerId } = c.get('caller');
  const jobs = await runDueJobs(deps, jobHandlers, 500, brokerId);
  const deliveries = await runDueDeliveries(deps, { limit: 500, brokerId });
  return c.json(
    { ran: jobs.ran + deliveries.ran, remaining: await countPendingJobs(deps.store, brokerId) },
    200,
  );
});
