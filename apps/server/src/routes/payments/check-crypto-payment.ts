import { checkPayment } from '../../domain/orders/receive-payment.ts';
import { operation } from '../define.ts';

export const checkCryptoPaymentOperation = operation('checkCryptoPayment', async (c) => {
  await checkPayment(c.get('deps'), c.get('caller').brokerId, c.req.valid('json'), 'crypto');
  return c.json('OK' as const, 200);
});
