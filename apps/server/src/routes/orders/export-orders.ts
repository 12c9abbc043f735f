import { createExport } from '../../domain/exports/create-export.ts';
import { operation } from '../define.ts';

export const exportOrdersOperation = operation('exportOrders', async (c) => {
  const { exportId } = await createExport(c.get('deps'), c.get('caller'), c.req.valid('json'));
  return c.json({ exportId, status: 'queued' as const }, 202);
});
