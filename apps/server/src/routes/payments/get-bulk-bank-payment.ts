import { findBulkBankPayment } from '../../db/bulk-bank-payments-queries.ts';
import { bulkPaymentView } from '../../domain/payments/bulk-payment-view.ts';
import { ApiError } from '../../errors.ts';
import { operation } from '../define.ts';

export const getBulkBankPaymentOperation = operation('getBulkBankPayment', async (c) => {
  const { store } = c.get('deps');
  const row = await findBulkBankPayment(store, c.get('caller').brokerId, c.req.valid('param').id);
  if (!row) throw new ApiError('bulkBankPaymentNotFound');
  return c.json(bulkPaymentView(row.body), 200);
});
