import { issueKey } from '../../domain/keys/api-keys.ts';
import { operation } from '../define.ts';
import { userInPath } from '../users/load-user.ts';

/** A key acting as any user of the caller's broker: how a test gets an unapproved or read-only caller. */
export const createSandboxKeyOperation = operation('createSandboxKey', async (c) => {
  const { store, clock } = c.get('deps');
  const body = c.req.valid('json');
  const user = await userInPath(c, body.userId);
  const issued = await issueKey(store, {
    brokerId: user.brokerId,
    userId: user.id,
    role: body.role,
    label: body.label,
    mode: 'sandbox',
    at: clock.now(),
  });
  return c.json(issued, 201);
});
