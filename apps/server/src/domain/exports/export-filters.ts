import { orderStatusGroups } from '@cambio/contract';
import Decimal from 'decimal.js';
import { invalidField } from '../../errors.ts';
import type { ExportFilters, OrderRecord } from '../../records.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { sideOf } from '../quotes/quote-flow.ts';

type ExportOrdersRequest = Schemas['ExportOrdersRequest'];

/**
 * The request's filters once the rules zod cannot state hold (400 naming the field): `endDate` after
 * `startDate`, `maxOrderSize` not below `minOrderSize`. Dates are kept as the service writes them (ISO UTC
 * with milliseconds), so they compare with `createdAt` as text.
 */
export function exportFiltersOf(request: ExportOrdersRequest): ExportFilters {
  const { email: _email, ...filters } = request;
  // Every filter of the request is applied (noFieldsLeft): by the export's query (exportOrdersPage), by
  // sendExport (brokerId) or by statusesOf and matchesOrder. A filter the document adds is a type error here.
  const {
    id: _id,
    userId: _userId,
    brokerId: _brokerId,
    startDate: _startDate,
    endDate: _endDate,
    fiat: _fiat,
    crypto: _crypto,
    side: _side,
    status: _status,
    country: _country,
    minOrderSize: _minOrderSize,
    maxOrderSize: _maxOrderSize,
    orderStatusGroups: _orderStatusGroups,
    ...unapplied
  } = filters;
  noFieldsLeft(unapplied);
  if (filters.startDate) filters.startDate = new Date(filters.startDate).toISOString();
  if (filters.endDate) filters.endDate = new Date(filters.endDate).toISOString();
  if (filters.startDate && filters.endDate && filters.endDate <= filters.startDate) {
    throw invalidField('body.endDate', 'must be after startDate');
  }
  if (
    filters.minOrderSize !== undefined &&
    filters.maxOrderSize !== undefined &&
    decimalOf(filters.maxOrderSize).lt(decimalOf(filters.minOrderSize))
  ) {
    throw invalidField('body.maxOrderSize', 'must not be below minOrderSize');
  }
  return filters;
}

/**
 * The statuses an export may contain (`status` within `orderStatusGroups`); undefined when neither limits
 * them, empty when they exclude each other.
 */
export function statusesOf(filters: ExportFilters): string[] | undefined {
  const groups: Readonly<Record<string, readonly string[]>> = orderStatusGroups;
  const grouped = filters.orderStatusGroups?.flatMap((group) => groups[group] ?? []);
  if (filters.status === undefined) return grouped;
  return grouped === undefined || grouped.includes(filters.status) ? [filters.status] : [];
}

/** The filters the orders' columns cannot answer, applied to each order read (its size computed once). */
export function matchesOrder(order: OrderRecord, sizeUsd: Decimal | null, filters: ExportFilters): boolean {
  const assets = [order.origin.asset, order.destination.asset];
  if (filters.fiat && !assets.includes(filters.fiat)) return false;
  if (filters.crypto && !assets.includes(filters.crypto)) return false;
  if (filters.side && sideOf(order.flow) !== filters.side) return false;
  if (filters.country && order.origin.country !== filters.country) return false;
  if (filters.minOrderSize !== undefined || filters.maxOrderSize !== undefined) {
    if (sizeUsd === null) return false;
    if (filters.minOrderSize !== undefined && sizeUsd.lt(decimalOf(filters.minOrderSize))) return false;
    if (filters.maxOrderSize !== undefined && sizeUsd.gt(decimalOf(filters.maxOrderSize))) return false;
  }
  return true;
}

/** A JSON number of the request as the decimal it was written as (its shortest text), never as a binary float. */
function decimalOf(value: number): Decimal {
  return new Decimal(String(value));
}
