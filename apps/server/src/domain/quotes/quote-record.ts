import type Decimal from 'decimal.js';
import type { FeeLineRecord, QuoteRecord } from '../../records.ts';
import type { PricedLeg, PricedQuote } from './quote-types.ts';

const text = (value: Decimal) => value.toFixed();
const leg = ({ asset, network, amount, country }: PricedLeg) => ({
  asset,
  amount: text(amount),
  country,
  ...(network ? { network } : {}),
});

/** A priced quote as it is stored and shown: exact decimal strings, the API's field names. */
export function toQuoteRecord(
  priced: PricedQuote,
  meta: Pick<QuoteRecord, 'id' | 'userId' | 'type' | 'expiresAt' | 'createdAt'> &
    Partial<Pick<QuoteRecord, 'limitNetPrice' | 'timeInForceStartsAt' | 'timeInForceEndsAt'>>,
): QuoteRecord {
  const fees: FeeLineRecord[] = priced.fees.map((fee) => ({
    type: fee.type,
    amount: text(fee.amount),
    asset: fee.asset,
    tax: text(fee.tax),
  }));
  return {
    id: meta.id,
    userId: meta.userId,
    flow: priced.flow,
    fixedLeg: priced.fixedLeg,
    origin: leg(priced.origin),
    destination: leg(priced.destination),
    country: priced.country,
    marketPrice: text(priced.marketPrice),
    providerMarketPrice: text(priced.providerMarketPrice),
    netPrice: text(priced.netPrice),
    pricingDetails: { fees },
    informationalFees: {
      serviceFeeFiat: text(priced.informationalFees.serviceFeeFiat),
      serviceFeeFiatTax: text(priced.informationalFees.serviceFeeFiatTax),
    },
    type: meta.type,
    ...(meta.limitNetPrice !== undefined ? { limitNetPrice: meta.limitNetPrice } : {}),
    ...(meta.timeInForceStartsAt ? { timeInForceStartsAt: meta.timeInForceStartsAt } : {}),
    ...(meta.timeInForceEndsAt ? { timeInForceEndsAt: meta.timeInForceEndsAt } : {}),
    expiresAt: meta.expiresAt,
    bookedAt: null,
    orderId: null,
    createdAt: meta.createdAt,
  };
}
