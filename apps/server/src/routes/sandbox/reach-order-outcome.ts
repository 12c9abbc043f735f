import { toOrder } from '../../domain/orders/order-view.ts';
import { driveOrderToOutcome } from '../../domain/sandbox/drive-order.ts';
import { operation } from '../define.ts';

/** Drives an order of the caller's broker to the outcome asked for, and answers it as GET /api/orders/{id}. */
export const reachSandboxOrderOutcomeOperation = operation('reachSandboxOrderOutcome', async (c) => {
  const { brokerId } = c.get('caller');
  const order = await driveOrderToOutcome(
    c.get('deps'),
    brokerId,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return c.json(toOrder(order), 200);
});
