import type { AppDeps } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { type Asset, isFiat, type Network, scaleOf } from '../assets.ts';
import { transactionIdFor } from '../orders/deposit-address.ts';
import { bulkPayoutById } from '../payouts/bulk-bank-payout.ts';
import type { PayoutTransfer } from '../payouts/payout-steps.ts';
import { splitAmount, transferTrace } from '../payouts/transfers.ts';

/**
 * Sandbox only: the transfers the simulation "sends" for a payout, with made-up traces (a hash-derived
 * transaction id; bank references, tracking numbers and CEP links), split by payoutTransferLimit.
 * Production never makes one: its payouts carry what the operator reported.
 */
export async function simulatedTransfers(
  deps: AppDeps,
  order: OrderRecord,
  at: Date,
): Promise<PayoutTransfer[]> {
  if (deps.config.mode !== 'sandbox') throw new Error('payout traces are simulated in sandbox mode only');
  const payout = order.settlement.payout;
  if (!isFiat(payout.asset)) {
    return [
      {
        amount: payout.amount,
        blockchainTxId: transactionIdFor(`payout:${order.id}`, payout.network as Network),
      },
    ];
  }
  const bulk = payout.bulkBankPayoutId ? await bulkPayoutById(deps, payout.bulkBankPayoutId) : undefined;
  const parts = splitAmount(payout.amount, order.payoutTransferLimit, scaleOf(payout.asset as Asset));
  return parts.map((amount, index) => ({
    amount,
    ...transferTrace({
      country: order.destination.country,
      fiat: payout.asset,
      seed: `${order.id}:${index}`,
      at,
      amount,
      clabe: bulk?.body.CLABE,
    }),
  }));
}
