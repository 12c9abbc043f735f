import { finishJob, pendingJobsOf } from '../../db/jobs-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { JobKind } from '../jobs/job-kinds.ts';
import type { Job } from '../jobs/job-queue.ts';

/**
 * Sandbox outcomes: what the subject's pending `kind` job does, done now instead of at its due time, in one
 * commit with the job marked done (as its runner would), so that it does not run a second time later. The
 * guard on the job answers 409 code 36 if a runner took it meanwhile.
 */
export async function runJobNow(
  deps: AppDeps,
  brokerId: string,
  kind: JobKind,
  subjectId: string,
  run: (deps: AppDeps, job: Pick<Job, 'subjectId'>) => Promise<Statement[]>,
): Promise<void> {
  const { store } = deps;
  const pending = await pendingJobsOf(store, brokerId, subjectId, kind);
  const at = deps.clock.now().toISOString();
  const effects = await run(deps, { subjectId });
  await store.commit([
    ...pending.flatMap((job) => [finishJob(store, job, { status: 'done' }, at), store.guardChanged()]),
    ...effects,
  ]);
}
