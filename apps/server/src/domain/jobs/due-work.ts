import { earliestDue } from '../../db/jobs-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { runDueDeliveries } from '../webhooks/delivery-runner.ts';
import { isEnsured, type JobHandler, runDueJobs } from './job-queue.ts';

/**
 * The Worker's due-work alarm (worker/due-work-scheduler.ts): one look at what is due (one query), then only
 * the runners that have work; the jobs' runner also on a first pass, which makes sure the recurring jobs exist.
 * At most `limits` jobs and deliveries a run.
 */
export async function runDueWork(
  deps: AppDeps,
  handlers: Record<string, JobHandler>,
  limits: { jobs: number; deliveries: number },
): Promise<void> {
  const due = await earliestDue(deps.store);
  const now = deps.clock.now().toISOString();
  const isDue = (dueAt: string | null) => dueAt !== null && dueAt <= now;
  await Promise.all([
    isDue(due.work) || !isEnsured(deps) ? runDueJobs(deps, handlers, limits.jobs) : undefined,
    isDue(due.deliveries) ? runDueDeliveries(deps, { limit: limits.deliveries }) : undefined,
  ]);
}
