import Decimal from 'decimal.js';
import { insertQuoteStatement } from '../../db/quotes-queries.ts';
import { findUser } from '../../db/users-queries.ts';
import { volume30Days } from '../../db/volume-queries.ts';
import type { AppDeps, Statement } from '../../deps.ts';
import type { OrderRecord, QuoteRecord } from '../../records.ts';
import type { Asset, Network } from '../assets.ts';
import { newId } from '../crypto.ts';
import { pricesReady } from '../prices/price-source.ts';
import { priceQuote } from '../quotes/price-quote.ts';
import { feeSideOf } from '../quotes/quote-flow.ts';
import { toQuoteRecord } from '../quotes/quote-record.ts';
import { isRejection } from '../quotes/quote-rejection.ts';
import type { Profile } from '../users/profile.ts';

/**
 * A fresh quote for an order at the current price, for `originAmount` of its origin (fixedLeg origin):
 * the re-quote of a late payment, a limit order's execution, a child order for the amount received.
 * Returns the quote, already booked by `orderId`, and its insert. `lifetimeMs` keeps the new price valid for
 * a payment still to come (a limit order's execution); without it the quote is expired at once.
 */
export async function repriceOrder(
  deps: AppDeps,
  brokerId: string,
  order: OrderRecord,
  originAmount: string,
  orderId: string,
  lifetimeMs = 0,
): Promise<{ quote: QuoteRecord; statement: Statement }> {
  await pricesReady(deps.prices);
  const at = deps.clock.now();
  const user = await findUser(deps.store, brokerId, order.userId);
  if (!user) throw new Error(`order ${order.id} has no user`);
  const profile = user.profile as Profile;
  const country = order.origin.country;
  const side = feeSideOf(order.flow);
  const volumeUsd = await volume30Days(deps.store, { userId: order.userId, country, side }, at);
  const leg = (value: OrderRecord['origin']) => ({
    asset: value.asset as Asset,
    ...(value.network ? { network: value.network as Network } : {}),
  });
  const priced = priceQuote({
    country,
    origin: leg(order.origin),
    destination: leg(order.destination),
    fixedLeg: 'origin',
    amount: new Decimal(originAmount),
    at,
    source: deps.prices,
    feeRanges: profile.platformFeeRanges,
    volumeUsd,
    serviceFeeRate: profile.serviceFee[country]?.[side] ?? 0,
  });
  if (isRejection(priced)) throw new Error(`re-pricing order ${order.id} failed: ${priced.message}`);
  const quote = {
    ...toQuoteRecord(priced, {
      id: newId('quo', at),
      userId: order.userId,
      type: 'market',
      expiresAt: new Date(at.getTime() + lifetimeMs).toISOString(),
      createdAt: at.toISOString(),
    }),
    bookedAt: at.toISOString(),
    orderId,
  };
  const statement = insertQuoteStatement(deps.store, {
    id: quote.id,
    brokerId,
    userId: order.userId,
    body: JSON.stringify(quote),
    expiresAt: quote.expiresAt,
    orderId,
    bookedAt: quote.bookedAt,
    createdAt: quote.createdAt,
  });
  return { quote, statement };
}

/** The order priced on a new quote: amounts, fees and prices from it, the old quote kept in expiredQuotes. */
export function applyQuote(order: OrderRecord, quote: QuoteRecord): void {
  order.expiredQuotes = [...order.expiredQuotes, order.quoteId];
  order.quoteId = quote.id;
  order.origin = quote.origin;
  order.destination = quote.destination;
  order.fixedLeg = 'origin';
  order.pricingDetails = quote.pricingDetails;
  order.marketPrice = quote.marketPrice;
  order.netPrice = quote.netPrice;
  order.informationalFees = quote.informationalFees;
  order.settlement.payment.amount = quote.origin.amount;
  order.settlement.payout.amount = quote.destination.amount;
}
