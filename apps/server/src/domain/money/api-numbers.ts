/** Fields the API shows as JSON numbers; the service keeps them as exact decimal strings. */
const numericFieldNames = [
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
] as const;
const numericFields: ReadonlySet<string> = new Set(numericFieldNames);
type NumericField = (typeof numericFieldNames)[number];

/**
 * The stored form of an API shape `T` (a schema of the document): its numeric fields as exact decimal
 * strings. Records kept by the service must fit the stored form of what the API shows of them.
 */
export type Exact<T> = T extends readonly (infer Item)[]
  ? Exact<Item>[]
  : T extends object
    ? { [K in keyof T]: K extends NumericField ? DecimalOf<T[K]> : Exact<T[K]> }
    : T;
type DecimalOf<V> = V extends number ? string : V;

/**
 * A stored record as the API shows it (`T`, a schema of the document): exact decimals become JSON numbers
 * at the boundary only.
 */
export function toApiNumbers<T>(value: Exact<T>): T {
  return numbersOf(value) as T;
}

function numbersOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numbersOf);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = numericFields.has(key) && typeof field === 'string' ? Number(field) : numbersOf(field);
  }
  return out;
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
