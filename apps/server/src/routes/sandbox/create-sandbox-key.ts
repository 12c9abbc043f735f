import { createSandboxKey } from '../../domain/keys/sandbox-key.ts';
import { operation } from '../define.ts';

/** A key acting as any user of the caller's broker: how a test gets an unapproved or read-only caller. */
export const createSandboxKeyOperation = operation('createSandboxKey', async (c) => {
  const { store, clock } = c.get('deps');
  const issued = await createSandboxKey(store, c.get('caller').brokerId, c.req.valid('json'), clock.now());
  return c.json(issued, 201);
});
