import { findCryptoAddress } from '../../db/crypto-addresses-queries.ts';
import { findOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord, PayoutSentRecord } from '../../records.ts';
import { isFiat } from '../assets.ts';
import { volumeStatement } from '../orders/order-volume.ts';
import { noteBulkOrderComplete } from '../payments/bulk-membership.ts';
import { bulkPayoutById, saveBulkPayout } from './bulk-bank-payout.ts';

/**
 * One payout transfer and its trace: a transaction hash for a blockchain payout; a reference and, in
 * Mexico, a tracking number and CEP link for a bank payout. The sandbox simulates them
 * (sandbox/simulated-payout.ts); in production they are what the operator reported (report-payout.ts).
 */
export type PayoutTransfer = { amount: string } & Partial<
  Record<'blockchainTxId' | 'reference' | 'SPEITrackingNumber' | 'SPIDTrackingNumber' | 'CEPLink', string>
>;

/**
 * The payout was submitted (trigger payoutSubmitted; mutates `order`): its transfers are recorded on the
 * payout leg and, for a bank payout, on its bulk bank payout, which then awaits the bank's confirmation.
 */
export async function submitPayout(
  deps: AppDeps,
  brokerId: string,
  order: OrderRecord,
  transfers: PayoutTransfer[],
  at: Date,
): Promise<Statement[]> {
  const payout = order.settlement.payout;
  payout.status = 'sent';
  const sentAt = at.toISOString();
  if (!isFiat(payout.asset)) {
    const address = payout.addressId
      ? await findCryptoAddress(deps.store, brokerId, payout.addressId)
      : undefined;
    for (const transfer of transfers) {
      payout.transactions.push({ ...transfer, createdAt: sentAt, blockchainAddress: address?.address ?? '' });
    }
    return [];
  }
  const bulk = payout.bulkBankPayoutId ? await bulkPayoutById(deps, payout.bulkBankPayoutId) : undefined;
  const clabe = bulk?.body.CLABE;
  for (const transfer of transfers) {
    payout.transactions.push({ ...transfer, createdAt: sentAt, ...(clabe ? { CLABE: clabe } : {}) });
  }
  if (!bulk) return [];
  const body = structuredClone(bulk.body);
  body.payoutsSent.push(...transfers.map((transfer) => ({ ...transfer, sentAt }) as PayoutSentRecord));
  body.status = 'awaitingAsyncPayout';
  return saveBulkPayout(deps, bulk.row, body, at);
}

/**
 * How the submitted payout ended (mutates `order`; the caller applies the trigger): `complete` settles the
 * leg, `failed` (bank payouts) detaches the bank account; a bank payout's bulk payout follows.
 */
export async function settlePayout(
  deps: AppDeps,
  order: OrderRecord,
  outcome: 'complete' | 'failed',
  at: Date,
): Promise<{ trigger: 'payoutConfirmed' | 'payoutFailed'; statements: Statement[] }> {
  const payout = order.settlement.payout;
  const fiat = isFiat(payout.asset);
  if (outcome === 'failed') {
    payout.status = 'failed';
    delete payout.bankAccountId;
    return {
      trigger: 'payoutFailed',
      statements: fiat ? await markBulkPayout(deps, order, at, 'failed') : [],
    };
  }
  payout.status = 'complete';
  payout.amountSettled = payout.amount;
  return {
    trigger: 'payoutConfirmed',
    statements: fiat ? await markBulkPayout(deps, order, at, 'complete') : [],
  };
}

/** The one way into `complete` (payoutConfirmed): the order counts towards its user's volume here, once. */
export async function completionEffects(deps: AppDeps, order: OrderRecord, at: Date): Promise<Statement[]> {
  return [...(await noteBulkOrderComplete(deps, order, at)), volumeStatement(deps, order, at)];
}

/** A bulk payout completes when all its orders' payouts do; a rejected transfer fails it. */
async function markBulkPayout(deps: AppDeps, order: OrderRecord, at: Date, outcome: 'complete' | 'failed') {
  const id = order.settlement.payout.bulkBankPayoutId;
  const bulk = id ? await bulkPayoutById(deps, id) : undefined;
  if (!bulk) return [];
  const body = structuredClone(bulk.body);
  if (outcome === 'failed') body.status = 'failed';
  else {
    const others = await Promise.all(
      body.orderIds
        .filter((other) => other !== order.id)
        .map((other) => findOrder(deps.store, undefined, other)),
    );
    if (others.every((other) => other?.body.status === 'complete')) body.status = 'complete';
  }
  return saveBulkPayout(deps, bulk.row, body, at);
}
