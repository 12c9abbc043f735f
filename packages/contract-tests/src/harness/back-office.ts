import { expect } from 'vitest';
import { type Order, readOrder } from './money.ts';
import type { Tenant } from './tenant.ts';

// The operator's back-office reports as a test file's tenant makes them: money received, payout transfers
// sent and their outcome, and waiting for an order to reach a status (on the sandbox clock or in real time).
export type Deposit = {
  depositId: string;
  reference: string | null;
  depositAddress: string | null;
  amount: number;
  asset: string | null;
  matched: boolean;
  orderId: string | null;
  bulkBankPaymentId: string | null;
};

/** The reports of the tenant, and `reach`; `sandbox` tells whether the server has a sandbox clock. */
export async function backOfficeCalls(tenant: Tenant) {
  // A sandbox has its clock (404 code 13 in production): it moves the steps; a production server runs them itself.
  const sandbox =
    (await tenant.call({ method: 'GET', path: '/api/sandbox/clock', key: tenant.readKey })).status === 200;

  const recordDeposit = (body: unknown, options: { key?: string; headers?: Record<string, string> } = {}) =>
    tenant.call<Deposit>({ method: 'POST', path: '/api/payments/deposits', body, ...options });
  const reportTransfers = (id: string, body: unknown, key?: string) =>
    tenant.call<Order>({
      method: 'POST',
      path: `/api/orders/${id}/payout/transfers`,
      body,
      ...(key ? { key } : {}),
    });
  const reportOutcome = (id: string, outcome: string, key?: string) =>
    tenant.call<Order>({
      method: 'POST',
      path: `/api/orders/${id}/payout/outcome`,
      body: { outcome },
      ...(key ? { key } : {}),
    });

  /**
   * Waits for the order to reach `status`: on a sandbox by moving its clock a second at a time (one step at
   * most, the steps being 2 s apart), so that the order is caught before the simulation goes on; on a
   * production server by reading it while its job runner works.
   */
  async function reach(id: string, status: Order['status']): Promise<Order> {
    let current = await readOrder(tenant, id);
    // At most 60 seconds of the sandbox's clock; a production server's job runner, however long it takes.
    for (let round = 0; current.status !== status && (!sandbox || round < 60); round++) {
      if (sandbox)
        await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 1 } });
      else await new Promise((resolve) => setTimeout(resolve, 250));
      current = await readOrder(tenant, id);
    }
    expect(current.status).toBe(status);
    return current;
  }
  return { sandbox, recordDeposit, reportTransfers, reportOutcome, reach };
}

export const spei = (tracking: string) => ({
  SPEITrackingNumber: tracking,
  CEPLink: `https://www.banxico.org.mx/cep/?criterio=${tracking}`,
  accountHolderName: 'Comercializadora del Norte SA de CV',
});
