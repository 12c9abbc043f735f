import type { components } from '@cambio/contract';
import { toApiNumbers } from '../../domain/money/api-numbers.ts';
import { recordPayoutTransfers } from '../../domain/payouts/report-payout.ts';
import { operation } from '../define.ts';
import { orderInPath } from './load-order.ts';

type Order = components['schemas']['Order'];

/** The operator's report of the payout transfers it sent for an order, with their real trace. */
export const recordPayoutTransfersOperation = operation('recordPayoutTransfers', async (c) => {
  const row = await orderInPath(c, c.req.valid('param').id);
  const order = await recordPayoutTransfers(c.get('deps'), row, c.req.valid('json').transfers);
  return c.json(toApiNumbers<Order>(order), 200);
});
