import { deleteSandboxBroker } from '../../domain/sandbox/delete-sandbox-broker.ts';
import { operation } from '../define.ts';

/** A throwaway sandbox's end: 204 with no body. */
export const deleteSandboxBrokerOperation = operation('deleteSandboxBroker', async (c) => {
  await deleteSandboxBroker(c.get('deps'), c.get('caller'), c.req.valid('param').id);
  return c.body(null, 204);
});
