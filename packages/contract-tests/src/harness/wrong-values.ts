import { dereference, type JsonObject } from './document.ts';

type WrongValue = { label: string; value: unknown };

function typesOf(schema: JsonObject): string[] {
  const members = [...((schema.oneOf ?? []) as unknown[]), ...((schema.anyOf ?? []) as unknown[])];
  const own = schema.type === undefined ? [] : [schema.type].flat().map(String);
  return [...own, ...members.flatMap((member) => typesOf(dereference(member, '').value))];
}

function jsonTypeOf(value: unknown): string[] {
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/**
 * Values a schema must refuse: one of a JSON type the schema does not allow, and for an enum of strings
 * a string that is not one of its values. Empty for a schema that accepts anything.
 */
export function wrongValuesFor(raw: unknown): WrongValue[] {
  const schema = dereference(raw, '').value;
  const types = typesOf(schema);
  if (types.length === 0) return [];
  const candidate = [12345, 'text', true, ['text']].find(
    (value) => !jsonTypeOf(value).some((type) => types.includes(type)),
  );
  const wrong: WrongValue[] =
    candidate === undefined ? [] : [{ label: `type ${jsonTypeOf(candidate)[0]}`, value: candidate }];
  const values = (schema.enum ?? []) as unknown[];
  if (values.length > 0 && values.every((value) => typeof value === 'string' || value === null)) {
    wrong.push({ label: 'an unknown enum value', value: 'notAKnownValue' });
  }
  return wrong;
}

/** Query values a parameter schema must refuse (query strings are text: a wrong type is text that does not parse). */
export function wrongQueryValuesFor(raw: unknown): { label: string; value: string }[] {
  const schema = dereference(raw, '').value;
  const wrong: { label: string; value: string }[] = [];
  if (schema.type === 'integer' || schema.type === 'number')
    wrong.push({ label: 'not a number', value: 'ten' });
  if (schema.type === 'integer') wrong.push({ label: 'not an integer', value: '1.5' });
  if (typeof schema.minimum === 'number')
    wrong.push({ label: 'below the minimum', value: String(schema.minimum - 1) });
  if (typeof schema.maximum === 'number')
    wrong.push({ label: 'above the maximum', value: String(schema.maximum + 1) });
  if (Array.isArray(schema.enum)) wrong.push({ label: 'an unknown enum value', value: 'notAKnownValue' });
  if (typeof schema.maxLength === 'number')
    wrong.push({ label: 'too long', value: 'x'.repeat(schema.maxLength + 1) });
  return wrong;
}
