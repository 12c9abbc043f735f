import { addAdditionalInformation } from '../../domain/users/additional-information.ts';
import { operation } from '../define.ts';

export const addAdditionalInformationOperation = operation('addAdditionalInformation', async (c) => {
  const { store, clock } = c.get('deps');
  const { brokerId } = c.get('caller');
  await addAdditionalInformation(store, brokerId, c.req.valid('param').id, c.req.valid('json'), clock.now());
  return c.json('OK' as const, 200);
});
