import { orderStateMachine } from '@cambio/contract';
import { findOrder, insertOrderStatement, saveOrder } from '../../db/orders-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord } from '../../records.ts';
import { isFiat } from '../assets.ts';
import { newId } from '../crypto.ts';
import type { Job } from '../jobs/job-queue.ts';
import { orderCreatedEvent, orderEvents } from './order-events.ts';
import { mustTransition, type Steps } from './order-machine.ts';
import { nextStep } from './receive-payment.ts';
import { applyQuote, repriceOrder } from './reprice.ts';
import { applySettlementTerms } from './settlement-terms.ts';

/** The order was spawned to fill an incorrectly paid one (`parentOrderId`). */
export const childOrderAttribute = 'childOrder';

/**
 * Job `order.fill`: an incorrectly paid order is filled by a child order for the amount received, priced
 * at the current price (`parentOrderId` set); the parent becomes `filled`.
 */
export async function fillIncorrectlyPaidOrder(
  deps: AppDeps,
  job: Pick<Job, 'subjectId'>,
): Promise<Statement[]> {
  const row = await findOrder(deps.store, undefined, job.subjectId);
  if (row?.body.status !== 'incorrectAmountPaid') return [];
  const at = deps.clock.now();
  const parent = structuredClone(row.body);
  const received = parent.settlement.payment.amountSettled;
  const childId = newId('ord', at);
  const child: OrderRecord = structuredClone(parent);
  child.id = childId;
  child.parentOrderId = parent.id;
  child.expiredQuotes = [];
  delete child.clientReferenceId;
  const fresh = await repriceOrder(deps, row.brokerId, parent, received, childId);
  applyQuote(child, fresh.quote);
  child.expiredQuotes = [];
  child.attributes = [childOrderAttribute];
  applySettlementTerms(child, at);
  child.status = isFiat(child.origin.asset)
    ? orderStateMachine.initial.childOrderFiatOrigin
    : orderStateMachine.initial.childOrderCryptoOrigin;
  child.settlement.payment.status = 'fundsReceived';
  child.settlement.payment.amountSettled = received;
  child.createdAt = at.toISOString();
  const steps: Steps = [[parent.status, mustTransition(parent.flow, parent.status, 'childOrderCreated')]];
  parent.status = 'filled';
  return [
    ...saveOrder(deps.store, row, parent, at),
    fresh.statement,
    // No booked quote (the child is priced by `fresh`) and no payment reference: its funds are in.
    insertOrderStatement(deps.store, {
      id: childId,
      brokerId: row.brokerId,
      userId: child.userId,
      status: child.status,
      clientReferenceId: null,
      paymentReference: null,
      bookedQuoteId: null,
      body: child,
      createdAt: child.createdAt,
    }),
    ...orderEvents(deps, row.brokerId, parent, steps, at),
    ...orderCreatedEvent(deps, row.brokerId, child, at),
    nextStep(deps, row.brokerId, childId, 'order.advance', at),
  ];
}

/** Job `order.paymentNotFound`: an announced bank payment that never arrived returns to awaiting payment. */
export async function paymentNotFound(deps: AppDeps, job: Job): Promise<Statement[]> {
  const row = await findOrder(deps.store, undefined, job.subjectId);
  if (row?.body.status !== 'awaitingAsyncPayment') return [];
  const at = deps.clock.now();
  const order = structuredClone(row.body);
  const steps: Steps = [[order.status, mustTransition(order.flow, order.status, 'paymentNotFound')]];
  order.status = 'awaitingPayment';
  order.settlement.payment.status = 'awaitingFunds';
  return [...saveOrder(deps.store, row, order, at), ...orderEvents(deps, row.brokerId, order, steps, at)];
}
