import Decimal from 'decimal.js';
import type { Country } from '../domain/assets.ts';
import { priceQuote } from '../domain/quotes/price-quote.ts';
import { isRejection, type QuoteRejection } from '../domain/quotes/quote-rejection.ts';
import type { FeeRangesBySide, PricedQuote, QuoteInput } from '../domain/quotes/quote-types.ts';
import { createFixedTable, type FixedRates } from './fixed-table.ts';

// What the priceQuote tests share: a Monday in banking hours and a Saturday outside them, fee ranges by
// country, a quote priced from a case's given fields (the rest defaulted), and the summary a case expects.
// 2026-11-23 is a Monday: 18:00Z is 12:00 in Mexico City, 13:00 in Lima and Bogota (banking hours).
// 2026-11-28 is a Saturday: outside banking hours everywhere (after-hours fee, next-day settlement).
export const monday = new Date('2026-11-23T18:00:00Z');
export const saturday = new Date('2026-11-28T18:00:00Z');
export const TOP = 1_000_000_000_000;

const feeRanges: Partial<Record<Country, FeeRangesBySide>> = {
  MX: {
    buy: [
      { min: 0, max: 10_000, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_mx_buy_1' },
      { min: 10_000, max: TOP, fee: 0.003, nextDaySettlementFee: 0.0005, _id: 'fr_mx_buy_2' },
    ],
    sell: [{ min: 0, max: TOP, fee: 0.004, nextDaySettlementFee: 0.001, _id: 'fr_mx_sell' }],
  },
  PE: { buy: [{ min: 0, max: TOP, fee: 0.006, nextDaySettlementFee: 0.002, _id: 'fr_pe_buy' }], sell: [] },
  CO: {
    buy: [{ min: 0, max: TOP, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_co_buy' }],
    sell: [{ min: 0, max: TOP, fee: 0.005, nextDaySettlementFee: 0.001, _id: 'fr_co_sell' }],
  },
};

export type Given = Partial<Omit<QuoteInput, 'amount' | 'source' | 'volumeUsd'>> & {
  amount: string;
  rates?: FixedRates;
  volumeUsd?: string;
};

export function quote(given: Given): PricedQuote | QuoteRejection {
  const { amount, rates, volumeUsd, ...rest } = given;
  return priceQuote({
    country: 'MX',
    origin: { asset: 'MXN' },
    destination: { asset: 'USDC', network: 'polygon' },
    fixedLeg: 'origin',
    at: monday,
    feeRanges,
    serviceFeeRate: 0.001,
    ...rest,
    amount: new Decimal(amount),
    volumeUsd: new Decimal(volumeUsd ?? 0),
    source: createFixedTable(rates),
  });
}

export function priced(given: Given): PricedQuote {
  const result = quote(given);
  if (isRejection(result)) throw new Error(`rejected: ${result.field} ${result.message}`);
  return result;
}

export function summary(result: PricedQuote) {
  return {
    origin: result.origin.amount.toString(),
    destination: result.destination.amount.toString(),
    fees: result.fees.map((fee) => `${fee.type} ${fee.amount} ${fee.asset} tax ${fee.tax}`),
    marketPrice: result.marketPrice.toString(),
    providerMarketPrice: result.providerMarketPrice.toString(),
    netPrice: result.netPrice.toString(),
    serviceFee: `${result.informationalFees.serviceFeeFiat} + ${result.informationalFees.serviceFeeFiatTax}`,
    feeTier: result.feeTier,
    flags: { afterHours: result.afterHours, nextDaySettlement: result.nextDaySettlement },
  };
}

export type Want = ReturnType<typeof summary>;
export const inHours = { afterHours: false, nextDaySettlement: false };
export const outOfHours = { afterHours: true, nextDaySettlement: true };
