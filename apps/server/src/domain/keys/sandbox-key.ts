import { findUser } from '../../db/users-queries.ts';
import type { Store } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { type IssuedKey, issueKey } from './api-keys.ts';

/**
 * POST /api/sandbox/keys: a key acting as a user of the caller's broker (404 code 1 for any other). Every
 * field of the request is taken here (noFieldsLeft): a field the document adds is a type error here.
 */
export async function createSandboxKey(
  store: Store,
  brokerId: string,
  request: Schemas['SandboxKeyRequest'],
  at: Date,
): Promise<IssuedKey> {
  const { userId, role, label, ...rest } = request;
  noFieldsLeft(rest);
  const user = await findUser(store, brokerId, userId);
  if (!user) throw new ApiError('userNotFound');
  return issueKey(store, { brokerId: user.brokerId, userId: user.id, role, label, mode: 'sandbox', at });
}
