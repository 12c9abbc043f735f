/** Fields the API shows as JSON numbers; the service keeps them as exact decimal strings. */
const numericFields = new Set([
  'amount',
  'amountSettled',
  'marketPrice',
  'providerMarketPrice',
  'netPrice',
  'limitNetPrice',
  'payoutTransferLimit',
  'tax',
  'serviceFeeFiat',
  'serviceFeeFiatTax',
]);

/** A stored record as the API shows it: exact decimals become JSON numbers at the boundary only. */
export function toApiNumbers<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toApiNumbers) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = numericFields.has(key) && typeof field === 'string' ? Number(field) : toApiNumbers(field);
  }
  return out as T;
}
