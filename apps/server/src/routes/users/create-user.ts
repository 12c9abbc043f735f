import { createUser } from '../../domain/users/create-user.ts';
import { operation } from '../define.ts';

export const createUserOperation = operation('createUser', async (c) => {
  const deps = c.get('deps');
  const { clock } = deps;
  const userId = await createUser(deps, c.get('caller').brokerId, c.req.valid('json'), clock.now());
  return c.json({ userId }, 201);
});
