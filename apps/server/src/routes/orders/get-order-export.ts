import { findExport } from '../../db/exports-queries.ts';
import { exportView } from '../../domain/exports/export-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getOrderExportOperation = operation('getOrderExport', async (c) => {
  const row = await findExport(c.get('deps').store, c.req.valid('param').id, c.get('caller').brokerId);
  if (!row) throw new ApiError('exportNotFound');
  return c.json(exportView(row), 200);
});
