import { onboardingsOf } from '../../db/users-queries.ts';
import { updateUser } from '../../domain/users/update-user.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from './load-user.ts';
import { checkedUpdate } from './update-input.ts';

/** Spec 4.3 updates the current user: the one the API key acts as. */
export const updateCurrentUserOperation = operation('updateCurrentUser', async (c) => {
  const deps = c.get('deps');
  const { store, clock, config } = deps;
  const user = await userInPath(c, c.get('caller').userId);
  const current = (await onboardingsOf(store, [user.id])).get(user.id) ?? [];
  const at = clock.now();
  await updateUser(deps, user, current, checkedUpdate(c.req.valid('json'), at), at, publicBase(c, config));
  return c.json(await userView(c, user.id), 200);
});
