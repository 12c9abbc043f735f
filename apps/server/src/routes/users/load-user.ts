import type { Context } from 'hono';
import { findUser, onboardingsOf, type UserRow } from '../../db/users-queries.ts';
import { volumesOfUser } from '../../db/volume-queries.ts';
import { toUser } from '../../domain/users/user-view.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv } from '../../http/context.ts';
import { publicBase } from '../../http/public-base.ts';

/** The user in the path, if the caller's broker has it; 404 code 1 otherwise (also for other brokers' users). */
export async function userInPath(c: Context<AppEnv>, id: string): Promise<UserRow> {
  const user = await findUser(c.get('deps').store, c.get('caller').brokerId, id);
  if (!user) throw new ApiError('userNotFound');
  return user;
}

/** The user as the API shows it, read after a change. */
export async function userView(c: Context<AppEnv>, id: string) {
  const { store, clock, config } = c.get('deps');
  const user = await findUser(store, c.get('caller').brokerId, id);
  if (!user) throw new ApiError('userNotFound');
  const [onboardings, volumes] = await Promise.all([
    onboardingsOf(store, [id]),
    volumesOfUser(store, id, clock.now()),
  ]);
  return toUser(user, onboardings.get(id) ?? [], volumes, publicBase(c, config));
}
