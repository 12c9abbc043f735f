import { recordDeposit } from '../../domain/payments/record-deposit.ts';
import { operation } from '../define.ts';

/** The operator's record of money that arrived for a payment, with the transfer's real trace. */
export const recordDepositOperation = operation('recordDeposit', async (c) =>
  c.json(await recordDeposit(c.get('deps'), c.get('caller').brokerId, c.req.valid('json')), 200),
);
