import { findBulkBankPayment, saveBulkBankPayment } from '../../db/bulk-bank-payments-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { Job } from '../jobs/job-queue.ts';

/** Job `bulkBankPayment.expire`: a bulk payment that no order joined within 24 hours is cancelled. */
export async function expireBulkPayment(deps: AppDeps, job: Pick<Job, 'subjectId'>): Promise<Statement[]> {
  const row = await findBulkBankPayment(deps.store, undefined, job.subjectId);
  if (row?.body.status !== 'awaitingOrders') return [];
  const body = { ...structuredClone(row.body), status: 'cancelled' as const };
  return saveBulkBankPayment(deps.store, row, body, deps.clock.now());
}
