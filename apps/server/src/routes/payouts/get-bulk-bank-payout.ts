import type { components } from '@cambio/contract';
import { findBulkBankPayout } from '../../db/orders-queries.ts';
import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

type BulkBankPayout = components['schemas']['BulkBankPayout'];

export const getBulkBankPayoutOperation = operation('getBulkBankPayout', async (c) => {
  const row = await findBulkBankPayout(
    c.get('deps').store,
    c.get('caller').brokerId,
    c.req.valid('param').id,
  );
  if (!row) throw new ApiError('bulkBankPayoutNotFound');
  return c.json(toApiNumbers<BulkBankPayout>(row.body), 200);
});
