import { addAdditionalInformation } from '../../domain/users/additional-information.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';

export const addAdditionalInformationOperation = operation('addAdditionalInformation', async (c) => {
  const deps = c.get('deps');
  const { clock, config } = deps;
  const { brokerId } = c.get('caller');
  const { id } = c.req.valid('param');
  await addAdditionalInformation(deps, brokerId, id, c.req.valid('json'), clock.now(), publicBase(c, config));
  return c.json('OK' as const, 200);
});
