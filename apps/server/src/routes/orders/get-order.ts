import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getOrderOperation = operation('getOrder', async (c) => {
  const view = await c.get('deps').reads.orderView(c.get('caller').brokerId, c.req.valid('param').id);
  if (view === undefined) throw new ApiError('orderNotFound');
  return c.json(view, 200);
});
