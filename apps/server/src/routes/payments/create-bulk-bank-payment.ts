import { bulkPaymentView } from '../../domain/payments/bulk-payment-view.ts';
import { createBulkBankPayment } from '../../domain/payments/create-bulk-bank-payment.ts';
import { operation } from '../define.ts';

export const createBulkBankPaymentOperation = operation('createBulkBankPayment', async (c) => {
  const created = await createBulkBankPayment(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'));
  return c.json(bulkPaymentView(created), 201);
});
