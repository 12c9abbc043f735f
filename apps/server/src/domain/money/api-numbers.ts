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

/**
 * The same rule on a stored record's JSON text, without parsing it: reads answer with the stored text. A
 * field is matched only right after `{` or `,`, where a JSON text has the start of a key and nothing else
 * (a quote inside a string value is escaped), so text inside string values is never touched.
 */
const numericMember = new RegExp(
  `([{,])"(${[...numericFields].join('|')})":"(-?(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE][-+]?\\d+)?)"`,
  'g',
);

export function apiJson(storedJson: string): string {
  return storedJson.replace(numericMember, '$1"$2":$3');
}
