import { describe, expect, it } from 'vitest';
import { expectError } from '../src/harness/assertions.ts';
import { driveTo, mexicanAccount, order, quote, readOrder } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// cryptoToFiat payout details: an order without a bank account waits for one, and the account
// created for its user in its country and payout currency is attached in the same commit. An account an
// open order uses cannot be deleted (spec 4.16, 409 code 30).
const tenant = await newTenant(await resolveTarget());

const removeAccount = (id: string) => tenant.call({ method: 'DELETE', path: `/api/bank/accounts/${id}` });
const cryptoCheck = (orderId: string) =>
  tenant.call({ method: 'POST', path: '/api/payments/crypto/check', body: { orderId } });

// The payout amount is fixed, so that a test can choose the sandbox magic cents `.13` (a rejected payout).
async function sellUsdc(payoutAmount: number) {
  return quote(tenant, {
    country: 'MX',
    origin: { asset: 'USDC', network: 'polygon' },
    destination: { asset: 'MXN', amount: payoutAmount },
  });
}

describe('an order waiting for payout details', () => {
  // Sandbox only: the bank check pays the order and the sandbox clock drives it to complete.
  sandboxOnly.it(
    'gets the next bank account of its country and currency, then its deposit instructions',
    async () => {
      const created = await order(tenant, (await sellUsdc(2500)).id, {});
      expect(created.status).toBe('awaitingBankPayoutDetails');
      expect(created.settlement.payout.bankAccountId).toBeUndefined();

      // A USD account in Mexico is not the order's payout currency: the order keeps waiting.
      await mexicanAccount(tenant, 'USD');
      expect((await readOrder(tenant, created.id)).status).toBe('awaitingBankPayoutDetails');

      const bankAccountId = await mexicanAccount(tenant, 'MXN');
      const attached = await readOrder(tenant, created.id);
      expect(attached.status).toBe('awaitingPayment');
      expect(attached.settlement.payout).toMatchObject({ bankAccountId, status: 'awaitingFunds' });
      expect(attached.settlement.payment.instructions?.blockchainAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(attached.settlement.payment.status).toBe('awaitingFunds');
      expect(Date.parse(attached.settlement.payment.dueDate ?? '')).toBeGreaterThan(
        Date.parse(created.createdAt),
      );

      expect((await cryptoCheck(created.id)).status).toBe(200);
      const done = await driveTo(tenant, created.id, 'complete');
      expect(done.settlement.payout.amountSettled).toBe(done.destination.amount);
    },
  );

  // Sandbox only: a magic payout amount (.13) makes the sandbox's bank reject the payout.
  sandboxOnly.it('a payout the bank rejected goes out again to the next account', async () => {
    const first = await mexicanAccount(tenant);
    // Sandbox magic amount: the bank rejects a payout ending in .13 once.
    const created = await order(tenant, (await sellUsdc(2000.13)).id, { bankAccountId: first });
    await cryptoCheck(created.id);
    const failed = await driveTo(tenant, created.id, 'awaitingBankPayoutDetails');
    expect(failed.settlement.payout.status).toBe('failed');
    expect(failed.settlement.payout.bankAccountId).toBeUndefined();
    const failedPayout = failed.settlement.payout.bulkBankPayoutId;

    const second = await mexicanAccount(tenant);
    const rescheduled = await readOrder(tenant, created.id);
    expect(rescheduled.status).toBe('awaitingPayout');
    expect(rescheduled.settlement.payout.bankAccountId).toBe(second);
    expect(rescheduled.attributes).toContain('payoutRescheduled');
    expect(rescheduled.settlement.payout.bulkBankPayoutId).not.toBe(failedPayout);

    const done = await driveTo(tenant, created.id, 'complete');
    expect(done.settlement.payout.status).toBe('complete');
    const payout = await tenant.call<{ status: string; payoutBankAccountId: string }>({
      method: 'GET',
      path: `/api/payouts/bank/bulk/${done.settlement.payout.bulkBankPayoutId}`,
    });
    expect(payout.body).toMatchObject({ status: 'complete', payoutBankAccountId: second });
  });
});

describe('deleting a bank account an order uses', () => {
  it('is refused while the order is open (409 code 30) and allowed once it is final', async () => {
    const bankAccountId = await mexicanAccount(tenant);
    const created = await order(tenant, (await sellUsdc(900)).id, { bankAccountId });
    expect(created.status).toBe('awaitingPayment');
    expectError(await removeAccount(bankAccountId), 'bankAccountInUse');
    expect((await tenant.call({ method: 'GET', path: `/api/bank/accounts/${bankAccountId}` })).status).toBe(
      200,
    );

    await tenant.call({ method: 'POST', path: `/api/orders/${created.id}/cancel` });
    expect((await removeAccount(bankAccountId)).status).toBe(204);
    expect((await readOrder(tenant, created.id)).settlement.payout.bankAccountId).toBe(bankAccountId);
  });
});
