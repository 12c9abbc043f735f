import { toOrder } from '../../domain/orders/order-view.ts';
import { recordPayoutTransfers } from '../../domain/payouts/report-payout.ts';
import { operation } from '../define.ts';
import { orderInPath } from './load-order.ts';

/** The operator's report of the payout transfers it sent for an order, with their real trace. */
export const recordPayoutTransfersOperation = operation('recordPayoutTransfers', async (c) => {
  const row = await orderInPath(c, c.req.valid('param').id);
  const order = await recordPayoutTransfers(c.get('deps'), row, c.req.valid('json'));
  return c.json(toOrder(order), 200);
});
