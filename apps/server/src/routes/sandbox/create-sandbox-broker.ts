import { findUser, onboardingsOf } from '../../db/users-queries.ts';
import { volumesOfUser } from '../../db/volume-queries.ts';
import { createSandboxTenant } from '../../domain/bootstrap.ts';
import { toUser } from '../../domain/users/user-view.ts';
import { ApiError } from '../../errors.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';

/** A fresh, isolated tenant, so that a test suite never shares data with another. */
export const createSandboxBrokerOperation = operation('createSandboxBroker', async (c) => {
  const { store, clock, config } = c.get('deps');
  const tenant = await createSandboxTenant(store, clock.now());
  const user = await findUser(store, tenant.brokerId, tenant.userId);
  if (!user) throw new ApiError('internalError');
  const [onboardings, volumes] = await Promise.all([
    onboardingsOf(store, [user.id]),
    volumesOfUser(store, user.id, clock.now()),
  ]);
  return c.json(
    {
      brokerId: tenant.brokerId,
      user: toUser(user, onboardings.get(user.id) ?? [], volumes, publicBase(c, config)),
      keys: tenant.keys,
    },
    201,
  );
});
