import { toBulkBankPayout } from '../../domain/payouts/bulk-bank-payout.ts';
import { reachBulkPayoutOutcome } from '../../domain/sandbox/bulk-payout-outcome.ts';
import { operation } from '../define.ts';

export const reachSandboxBulkBankPayoutOutcomeOperation = operation(
  'reachSandboxBulkBankPayoutOutcome',
  async (c) => {
    const reached = await reachBulkPayoutOutcome(
      c.get('deps'),
      c.get('caller').brokerId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(toBulkBankPayout(reached), 200);
  },
);
