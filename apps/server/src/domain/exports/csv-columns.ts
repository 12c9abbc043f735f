import { orderStatusGroups } from '@cambio/contract';
import Decimal from 'decimal.js';
import type { FeeLineRecord, OrderRecord } from '../../records.ts';
import { type Asset, FIAT_SCALE, scaleOf } from '../assets.ts';
import { sideOf } from '../quotes/quote-flow.ts';

/** The CSV's header row: the document's column order (POST /api/orders/export). */
export const csvColumns = [
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
] as const;

/** The columns holding the client's own text: the cells a spreadsheet could take for a formula. */
export const clientTextColumns: ReadonlySet<number> = new Set([
  csvColumns.indexOf('clientReferenceId'),
  csvColumns.indexOf('notes'),
]);

const groupOfStatus = new Map(
  Object.entries(orderStatusGroups as Readonly<Record<string, readonly string[]>>).flatMap(
    ([group, statuses]) => statuses.map((status) => [status, group] as const),
  ),
);

/** One order's cells, in `csvColumns` order; an absent field is an empty cell. */
export function csvRow(order: OrderRecord, sizeUsd: Decimal | null): string[] {
  const fee = (type: FeeLineRecord['type']) => order.pricingDetails.fees.find((line) => line.type === type);
  const feeCells = (type: FeeLineRecord['type']) => {
    const line = fee(type);
    return line ? [amount(line.amount, line.asset), amount(line.tax, line.asset)] : ['', ''];
  };
  const { origin, destination, informationalFees } = order;
  return [
    order.id,
    order.createdAt,
    order.userId,
    order.clientReferenceId ?? '',
    order.status,
    groupOfStatus.get(order.status) ?? '',
    order.flow,
    sideOf(order.flow) ?? '',
    order.type,
    origin.country,
    origin.asset,
    origin.network ?? '',
    amount(origin.amount, origin.asset),
    destination.asset,
    destination.network ?? '',
    amount(destination.amount, destination.asset),
    order.fixedLeg,
    price(order.marketPrice),
    price(order.netPrice),
    order.limitNetPrice === undefined ? '' : price(order.limitNetPrice),
    ...feeCells('platform'),
    ...feeCells('network'),
    ...feeCells('nextDaySettlement'),
    new Decimal(informationalFees.serviceFeeFiat).toFixed(FIAT_SCALE),
    new Decimal(informationalFees.serviceFeeFiatTax).toFixed(FIAT_SCALE),
    sizeUsd === null ? '' : sizeUsd.toFixed(6),
    order.paymentReceivedAt ?? '',
    order.quoteId,
    order.parentOrderId ?? '',
    order.notes ?? '',
  ];
}

/** An amount at its asset's scale (stored values are already at it: nothing is rounded here). */
function amount(value: string, asset: Asset): string {
  return new Decimal(value).toFixed(scaleOf(asset));
}

/** A price as stored, in plain notation (no exponent). */
function price(value: string): string {
  return new Decimal(value).toFixed();
}
