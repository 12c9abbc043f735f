import { bulkPaymentView } from '../../domain/payments/bulk-payment-view.ts';
import { reachBulkPaymentOutcome } from '../../domain/sandbox/bulk-payment-outcome.ts';
import { operation } from '../define.ts';

export const reachSandboxBulkBankPaymentOutcomeOperation = operation(
  'reachSandboxBulkBankPaymentOutcome',
  async (c) => {
    const reached = await reachBulkPaymentOutcome(
      c.get('deps'),
      c.get('caller').brokerId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(bulkPaymentView(reached), 200);
  },
);
