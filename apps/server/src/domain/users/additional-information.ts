import { ConcurrentChangeError } from '../../db/store.ts';
import { updateUserAsRead } from '../../db/user-changes-queries.ts';
import { findUser, onboardingsOfUser } from '../../db/users-queries.ts';
import { ApiError } from '../../errors.ts';
import type { Schemas } from '../contract-types.ts';
import type { JobDeps } from '../jobs/job-queue.ts';
import { userEvent } from './user-events.ts';

/** What one user may keep in additional information, in bytes of JSON: it is stored as given, but bounded. */
export const additionalInformationLimit = 64 * 1024;

/**
 * Spec 4.4: merges the given keys into the stored information (top-level keys replace). The merge is
 * written only over the version it read, and re-read and retried when a concurrent call won, so no key
 * sent by either call is lost. The request is stored as given, so a field the document adds to it is stored
 * by construction.
 */
export async function addAdditionalInformation(
  deps: JobDeps,
  brokerId: string,
  userId: string,
  added: Schemas['AdditionalInformation'],
  at: Date,
  linkBase: string,
): Promise<void> {
  const { store } = deps;
  for (let attempt = 0; ; attempt++) {
    const user = await findUser(store, brokerId, userId);
    if (!user) throw new ApiError('userNotFound');
    const merged = { ...(user.additionalInformation as Record<string, unknown>), ...added };
    const size = new TextEncoder().encode(JSON.stringify(merged)).byteLength;
    if (size > additionalInformationLimit) {
      throw new ApiError('payloadTooLarge', {
        message: `Request body too large: the user's additional information would be ${size} bytes, the limit is ${additionalInformationLimit}`,
      });
    }
    const onboardings = await onboardingsOfUser(store, user.id);
    const changes = { additionalInformation: merged, updatedAt: at.toISOString(), version: user.version + 1 };
    const events = await userEvent(deps, {
      event: 'user.additionalInformationAdded',
      user: { ...user, ...changes },
      onboardings,
      at,
      details: { keys: Object.keys(added) },
      linkBase,
    });
    try {
      await store.commit([updateUserAsRead(store, user, changes), store.guardChanged(), ...events]);
      return;
    } catch (error) {
      if (!(error instanceof ConcurrentChangeError) || attempt >= 4) throw error;
    }
  }
}
