import { type Exact, numericFieldNames } from '../../records.ts';

const numericFields: ReadonlySet<string> = new Set(numericFieldNames);

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
