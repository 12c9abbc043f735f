import { findUser, onboardingsOf } from '../../db/users-queries.ts';
import { createSandboxTenant } from '../../domain/bootstrap.ts';
import { toUser } from '../../domain/users/user-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

/** A fresh, isolated tenant, so that a test suite never shares data with another. */
export const createSandboxBrokerOperation = operation('createSandboxBroker', async (c) => {
  const { store, clock } = c.get('deps');
  const tenant = await createSandboxTenant(store, clock.now());
  const user = await findUser(store, tenant.brokerId, tenant.userId);
  if (!user) throw new ApiError('internalError');
  const onboardings = await onboardingsOf(store, [user.id]);
  return c.json(
    {
      brokerId: tenant.brokerId,
      user: toUser(user, onboardings.get(user.id) ?? []),
      keys: tenant.keys,
    },
    201,
  );
});
