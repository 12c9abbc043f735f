import { addAdditionalInformation } from '../../domain/users/additional-information.ts';
import { operation } from '../define.ts';

export const addAdditionalInformationOperation = operation('addAdditionalInformation', async (c) => {
  const { store, clock } = c.get('deps');
  const body = c.req.valid('json') as Record<string, unknown>;
  await addAdditionalInformation(store, c.get('caller').brokerId, c.req.valid('param').id, body, clock.now());
  return c.json('OK' as const, 200);
});
