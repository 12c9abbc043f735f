import { brokerFiles, sandboxBrokerDeletion } from '../../db/broker-deletion-queries.ts';
import type { AppDeps, Caller } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { firstBrokerId } from '../bootstrap.ts';

/**
 * DELETE /api/sandbox/brokers/{id}: the calling key's own broker with everything it holds, in one commit,
 * then its files (documents, outbox messages). Any other id is 404 like a missing one; the first broker,
 * whose keys the server printed, stays.
 */
export async function deleteSandboxBroker(deps: AppDeps, caller: Caller, brokerId: string): Promise<void> {
  if (brokerId !== caller.brokerId) throw new ApiError('sandboxBrokerNotFound');
  if (brokerId === firstBrokerId) throw new ApiError('sandboxBrokerKept');
  const { store, blobs, outbox, logger } = deps;
  const files = await brokerFiles(store, brokerId);
  // The guard rolls all back when the broker row was not deleted (deleted meanwhile by another request).
  await store.commit([...sandboxBrokerDeletion(store, brokerId), store.guardChanged()]);
  try {
    await blobs.delete(files.documents);
    await outbox.delete(files.outbox.map((id) => `${id}.eml`));
  } catch (error) {
    // The rows are gone, so nothing reaches these files any more; a leftover only takes space.
    logger.warn({ err: error, brokerId }, 'files of a deleted sandbox broker were not all removed');
  }
}
