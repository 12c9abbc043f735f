import type { components } from '@cambio/client';
import { atPointer } from './document.ts';
import type { Order } from './money.ts';

// What an order export's CSV must say: its columns, and the row of an order from its GET (amounts at their
// asset's scale, the USD size as the document defines it, cells a spreadsheet would run neutralised).
type Schemas = components['schemas'];
export type ExportFilters = Omit<Schemas['ExportOrdersRequest'], 'email'>;

const groups = atPointer('/components/schemas/OrderStatusGroup/x-status-groups') as Record<string, string[]>;
export const groupOf = (status: string) =>
  Object.keys(groups).find((group) => groups[group]?.includes(status));
export const sideOf = (flow: string) => ({ fiatToCrypto: 'buy', cryptoToFiat: 'sell' })[flow] ?? '';
const dollars = ['USD', 'USDC', 'USDCe', 'USDT'];

/** A decimal's text (no exponent) as an integer count of 10^-decimals, truncated. */
export function units(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}
function decimalText(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
/** The order's USD value as the document defines orderSizeUSD (no EURC leg among this file's orders). */
function sizeOf(made: Order): string {
  const exactDecimals = (value: number) => String(value).split('.')[1]?.length ?? 0;
  if (dollars.includes(made.origin.asset)) return decimalText(units(String(made.origin.amount), 6), 6);
  const a = units(String(made.origin.amount), exactDecimals(made.origin.amount));
  const p = units(String(made.marketPrice), exactDecimals(made.marketPrice));
  const scale = exactDecimals(made.origin.amount) + exactDecimals(made.marketPrice);
  return decimalText((a * p * 1_000_000n) / 10n ** BigInt(scale), 6);
}

const formulaStart = /^[=+\-@\t\r]/;
const neutralised = (text: string | undefined) =>
  text && formulaStart.test(text) ? `'${text}` : (text ?? '');
const amountCell = (value: number | undefined, asset: string) =>
  value === undefined ? '' : value.toFixed(['USD', 'MXN', 'PEN', 'COP'].includes(asset) ? 2 : 6);

/** What the CSV row of `made` must say, from its GET (amounts at their asset's scale). */
export function expectedRow(made: Order): Record<string, string> {
  const fee = (type: string) => made.pricingDetails.fees.find((line) => line.type === type);
  const feeCells = (type: string, name: string) => {
    const line = fee(type);
    return {
      [name]: line ? amountCell(line.amount, line.asset) : '',
      [`${name}Tax`]: line ? amountCell(line.tax, line.asset) : '',
    };
  };
  return {
    id: made.id,
    createdAt: made.createdAt,
    userId: made.userId,
    clientReferenceId: neutralised(made.clientReferenceId),
    status: made.status,
    statusGroup: groupOf(made.status) ?? '',
    flow: made.flow,
    side: sideOf(made.flow),
    type: made.type,
    country: made.origin.country,
    originAsset: made.origin.asset,
    originNetwork: made.origin.network ?? '',
    originAmount: amountCell(made.origin.amount, made.origin.asset),
    destinationAsset: made.destination.asset,
    destinationNetwork: made.destination.network ?? '',
    destinationAmount: amountCell(made.destination.amount, made.destination.asset),
    fixedLeg: made.fixedLeg,
    ...feeCells('platform', 'platformFee'),
    ...feeCells('network', 'networkFee'),
    ...feeCells('nextDaySettlement', 'nextDaySettlementFee'),
    serviceFeeFiat: made.informationalFees.serviceFeeFiat.toFixed(2),
    serviceFeeFiatTax: made.informationalFees.serviceFeeFiatTax.toFixed(2),
    orderSizeUSD: sizeOf(made),
    paymentReceivedAt: made.paymentReceivedAt ?? '',
    quoteId: made.quoteId,
    parentOrderId: made.parentOrderId ?? '',
    notes: neutralised(made.notes),
  };
}

export const columns = [
  'id',
  'createdAt',
  'userId',
  'clientReferenceId',
  'status',
  'statusGroup',
  'flow',
  'side',
  'type',
  'country',
  'originAsset',
  'originNetwork',
  'originAmount',
  'destinationAsset',
  'destinationNetwork',
  'destinationAmount',
  'fixedLeg',
  'marketPrice',
  'netPrice',
  'limitNetPrice',
  'platformFee',
  'platformFeeTax',
  'networkFee',
  'networkFeeTax',
  'nextDaySettlementFee',
  'nextDaySettlementFeeTax',
  'serviceFeeFiat',
  'serviceFeeFiatTax',
  'orderSizeUSD',
  'paymentReceivedAt',
  'quoteId',
  'parentOrderId',
  'notes',
];
