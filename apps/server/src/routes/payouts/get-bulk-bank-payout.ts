import { findBulkBankPayout } from '../../db/orders-queries.ts';
import { toBulkBankPayout } from '../../domain/payouts/bulk-bank-payout.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getBulkBankPayoutOperation = operation('getBulkBankPayout', async (c) => {
  const row = await findBulkBankPayout(
    c.get('deps').store,
    c.get('caller').brokerId,
    c.req.valid('param').id,
  );
  if (!row) throw new ApiError('bulkBankPayoutNotFound');
  return c.json(toBulkBankPayout(row.body), 200);
});
