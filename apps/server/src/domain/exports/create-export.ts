import type { components } from '@cambio/contract';
import { insertExportStatement } from '../../db/exports-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { newId } from '../crypto.ts';
import { jobStatement } from '../jobs/job-queue.ts';
import { exportFiltersOf } from './export-filters.ts';

type ExportOrdersRequest = components['schemas']['ExportOrdersRequest'];

/** Queues an export of the caller's broker: its row and its job, in one commit. */
export async function createExport(
  deps: AppDeps,
  caller: { brokerId: string; userId: string },
  request: ExportOrdersRequest,
): Promise<{ exportId: string }> {
  const filters = exportFiltersOf(request);
  const at = deps.clock.now();
  const exportId = newId('exp', at);
  const iso = at.toISOString();
  await deps.store.commit([
    insertExportStatement(deps.store, {
      id: exportId,
      brokerId: caller.brokerId,
      userId: caller.userId,
      email: request.email,
      filters,
      status: 'queued',
      createdAt: iso,
      updatedAt: iso,
    }),
    jobStatement(deps, {
      kind: 'export.send',
      brokerId: caller.brokerId,
      subjectId: exportId,
      dueAt: at,
      at,
    }),
  ]);
  return { exportId };
}
