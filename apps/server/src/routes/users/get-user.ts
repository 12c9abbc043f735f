import { operation } from '../define.ts';
import { userView } from './load-user.ts';

/** Extension: one user of the caller's broker, in the list's shape; another broker's user is 404 code 1. */
export const getUserOperation = operation('getUser', async (c) => {
  return c.json(await userView(c, c.req.valid('param').id), 200);
});
