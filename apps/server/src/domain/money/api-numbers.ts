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
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    out[key] = numericFields.has(key) && typeof field === 'string' ? Number(field) : numbersOf(field);
  }
  return out;
}
