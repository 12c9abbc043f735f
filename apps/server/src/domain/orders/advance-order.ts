import { findOrder, saveOrder } from '../../db/orders-queries.ts';
import type { Statement } from '../../db/store.ts';
import type { AppDeps } from '../../deps.ts';
import { type Asset, isFiat, type Network, scaleOf } from '../assets.ts';
import type { Job } from '../jobs/job-queue.ts';
import { noteBulkOrderComplete } from '../payments/bulk-membership.ts';
import { bulkPayoutById, joinBulkPayout, saveBulkPayout } from '../payouts/bulk-bank-payout.ts';
import { splitAmount, transferTrace } from '../payouts/transfers.ts';
import { payoutRescheduledAttribute } from './attach-bank-account.ts';
import { transactionIdFor } from './deposit-address.ts';
import { orderEvents } from './order-events.ts';
import { mustTransition, type Trigger } from './order-machine.ts';
import type { OrderRecord } from './order-record.ts';
import { volumeStatement } from './order-volume.ts';
import { nextStep } from './receive-payment.ts';

/** The automatic step each status takes once funds are in (DOMAIN §7); the rest wait for someone. */
const automatic: Record<string, Trigger> = {
  paid: 'liquiditySourcingStarted',
  depositConfirmed: 'liquiditySourcingStarted',
  sourcingLiquidity: 'liquidityAcquired',
  liquiditySourced: 'payoutScheduled',
  awaitingPayout: 'payoutSubmitted',
  awaitingAsyncPayout: 'payoutConfirmed',
};

/** Job `order.advance`: one step of the order's automatic path, and the job for the next one. */
export async function advanceOrder(deps: AppDeps, job: Job): Promise<Statement[]> {
  const row = await findOrder(deps.store, undefined, job.subjectId);
  const trigger = row ? automatic[row.body.status] : undefined;
  if (!row || !trigger) return [];
  const at = deps.clock.now();
  const order = structuredClone(row.body);
  const payout = order.settlement.payout;
  const fiatPayout = isFiat(payout.asset);
  const effects: Statement[] = [];
  let step: Trigger = trigger;
  if (trigger === 'payoutScheduled' && fiatPayout) {
    const bulk = await joinBulkPayout(deps, row.brokerId, order, at);
    payout.bulkBankPayoutId = bulk.id;
    effects.push(...bulk.statements);
  }
  if (trigger === 'payoutSubmitted') {
    payout.status = 'sent';
    if (fiatPayout) effects.push(...(await sendBankPayout(deps, order, at)));
    if (!fiatPayout) sendCryptoPayout(order, at);
  }
  if (trigger === 'payoutConfirmed') {
    // Sandbox magic amount: the bank rejects a fiat payout ending in .13, once (a rescheduled one goes
    // through); only when the caller fixed the payout amount, so that a derived one never fails by chance.
    const rescheduled = order.attributes.includes(payoutRescheduledAttribute);
    const magic = order.fixedLeg === 'destination' && payout.amount.endsWith('.13');
    if (fiatPayout && deps.config.mode === 'sandbox' && magic && !rescheduled) {
      step = 'payoutFailed';
      payout.status = 'failed';
      delete payout.bankAccountId;
      effects.push(...(await markBulkPayout(deps, order, at, 'failed')));
    } else {
      payout.status = 'complete';
      payout.amountSettled = payout.amount;
      if (fiatPayout) effects.push(...(await markBulkPayout(deps, order, at, 'complete')));
    }
  }
  const next = mustTransition(order.flow, order.status, step);
  const steps: Array<[string, string]> = [[order.status, next]];
  order.status = next;
  if (automatic[order.status]) effects.push(nextStep(deps, order.id, 'order.advance', at));
  if (order.status === 'complete') {
    // The one way into `complete` (payoutConfirmed): the order counts towards its user's volume here, once.
    effects.push(...(await noteBulkOrderComplete(deps, order, at)), volumeStatement(deps, order, at));
  }
  return [
    ...saveOrder(deps.store, row, order, at),
    ...orderEvents(deps.store, row.brokerId, order, steps, at),
    ...effects,
  ];
}

function sendCryptoPayout(order: OrderRecord, at: Date): void {
  const payout = order.settlement.payout;
  payout.transactions.push({
    amount: payout.amount,
    createdAt: at.toISOString(),
    blockchainTxId: transactionIdFor(`payout:${order.id}`, payout.network as Network),
    blockchainAddress: order.settlement.payout.addressId ?? '',
  });
}

/** The bank transfers of a fiat payout, split by payoutTransferLimit, recorded on the order and its bulk payout. */
async function sendBankPayout(deps: AppDeps, order: OrderRecord, at: Date): Promise<Statement[]> {
  const payout = order.settlement.payout;
  const bulk = payout.bulkBankPayoutId ? await bulkPayoutById(deps, payout.bulkBankPayoutId) : undefined;
  const parts = splitAmount(payout.amount, order.payoutTransferLimit, scaleOf(payout.asset as Asset));
  const sent = parts.map((amount, index) => ({
    amount,
    sentAt: at.toISOString(),
    ...transferTrace({
      country: order.destination.country,
      fiat: payout.asset,
      seed: `${order.id}:${index}`,
      at,
      amount,
      clabe: bulk?.body.CLABE,
    }),
  }));
  for (const transfer of sent) {
    const { sentAt, ...trace } = transfer;
    payout.transactions.push({
      ...trace,
      createdAt: sentAt,
      ...(bulk?.body.CLABE ? { CLABE: bulk.body.CLABE } : {}),
    });
  }
  if (!bulk) return [];
  const body = structuredClone(bulk.body);
  body.payoutsSent.push(...sent);
  body.status = 'awaitingAsyncPayout';
  return saveBulkPayout(deps, bulk.row, body, at);
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
