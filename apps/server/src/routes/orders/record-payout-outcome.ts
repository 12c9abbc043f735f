import { toOrder } from '../../domain/orders/order-view.ts';
import { recordPayoutOutcome } from '../../domain/payouts/report-payout.ts';
import { operation } from '../define.ts';
import { orderInPath } from './load-order.ts';

/** The operator's report of how the payout it sent for an order ended. */
export const recordPayoutOutcomeOperation = operation('recordPayoutOutcome', async (c) => {
  const row = await orderInPath(c, c.req.valid('param').id);
  const order = await recordPayoutOutcome(c.get('deps'), row, c.req.valid('json'));
  return c.json(toOrder(order), 200);
});
