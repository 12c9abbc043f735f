import type { OrderRecord } from '../../records.ts';
import { type Country, timeZoneOf } from '../assets.ts';
import { businessDaysBetween, localDayOf, nextBusinessDay, startOfLocalDay } from '../local-time.ts';
import { isPastBankingDay } from '../prices/service-price.ts';

type Settlement = OrderRecord['settlement'];
type Terms = Pick<
  Settlement,
  'mode' | 'timing' | 'valueDateOffset' | 'effectiveValueDateOffset' | 'valueDate'
>;

/** USD bank payouts go out once a day: `scheduled`, `sameDay`. */
const usdBankRails = new Set(['spid', 'ach', 'wire']);
/** Rails that move money on business days only (stablecoin transfers settle any day). */
const bankRails = new Set(['spei', 'spid', 'ach', 'wire', 'cci', 'pse', 'achColombia']);

export const afterHoursAttribute = 'afterHours';

/**
 * Priced outside the country's banking hours: the pricing carries the `nextDaySettlement` fee line, which
 * the quote adds on that condition only (never for a swap).
 */
export function pricedAfterHours(order: OrderRecord): boolean {
  return order.pricingDetails.fees.some((fee) => fee.type === 'nextDaySettlement');
}

/**
 * The settlement's terms for the order as priced at `at` (booking, a late payment's re-quote, a limit
 * order's execution; the document's Settlement): priced after hours, `scheduled`/`nextDay` on the next
 * business day, as the fee line charges; else a USD bank payout `scheduled`/`sameDay`; else (stablecoin
 * payouts, SPEI, CCI, ACH Colombia) `instant`/`immediate`. The value date is the start of that day in the
 * country's time zone. Also marks the order `afterHours`.
 */
export function applySettlementTerms(order: OrderRecord, at: Date): void {
  const day = localDay(order, at);
  const afterHours = pricedAfterHours(order);
  const usdBank = usdBankRails.has(order.settlement.payout.rail);
  const terms: Terms = afterHours
    ? {
        mode: 'scheduled',
        timing: 'nextDay',
        valueDateOffset: 1,
        effectiveValueDateOffset: 1,
        valueDate: day.nextBusinessDay,
      }
    : {
        mode: usdBank ? 'scheduled' : 'instant',
        timing: usdBank ? 'sameDay' : 'immediate',
        valueDateOffset: 0,
        effectiveValueDateOffset: 0,
        valueDate: day.start,
      };
  Object.assign(order.settlement, terms);
  order.attributes = order.attributes.filter((attribute) => attribute !== afterHoursAttribute);
  if (afterHours) order.attributes.push(afterHoursAttribute);
}

/**
 * The payment arrived at `at`: a bank payout cannot go before the first business day open from then (the
 * same day before its close, else the next business day), so a later payment moves the value date there and
 * the effective offset by the business days it missed. Stablecoin payouts settle any day.
 */
export function applyPaymentDate(order: OrderRecord, at: Date): void {
  const settlement = order.settlement;
  if (!settlement.valueDate || !bankRails.has(settlement.payout.rail)) return;
  const zone = zoneOf(order);
  const today = localDayOf(at, zone);
  const earliest = isPastBankingDay(order.origin.country as Country, at) ? nextBusinessDay(today) : today;
  const quoted = localDayOf(new Date(settlement.valueDate), zone);
  if (earliest <= quoted) return;
  settlement.effectiveValueDateOffset = settlement.valueDateOffset + businessDaysBetween(quoted, earliest);
  settlement.valueDate = startOfLocalDay(earliest, zone).toISOString();
}

function zoneOf(order: OrderRecord): string {
  return timeZoneOf(order.origin.country as Country);
}

/** The local day of `at` in the order's country: the instants it and the next business day start. */
function localDay(order: OrderRecord, at: Date): { start: string; nextBusinessDay: string } {
  const zone = zoneOf(order);
  const day = localDayOf(at, zone);
  return {
    start: startOfLocalDay(day, zone).toISOString(),
    nextBusinessDay: startOfLocalDay(nextBusinessDay(day), zone).toISOString(),
  };
}
