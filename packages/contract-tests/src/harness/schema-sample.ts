import fc from 'fast-check';
import { dereference, type JsonObject } from './document.ts';

type Schema = JsonObject | boolean;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema with its `$ref` followed (siblings kept over the target, as JSON Schema 2020-12 reads them). */
export function resolved(schema: unknown): JsonObject {
  if (!isObject(schema)) return {};
  if (typeof schema.$ref !== 'string') return schema;
  const { $ref, ...siblings } = schema;
  return { ...resolved(dereference({ $ref }, '').value), ...siblings };
}

/** Both schemas' constraints on one value (enough for the document's rules: required lists add up). */
export function merged(a: unknown, b: unknown): JsonObject {
  const left = resolved(a);
  const right = resolved(b);
  const out: JsonObject = { ...left, ...right };
  if (Array.isArray(left.required) || Array.isArray(right.required))
    out.required = [
      ...new Set([...((left.required ?? []) as string[]), ...((right.required ?? []) as string[])]),
    ];
  if (isObject(left.properties) && isObject(right.properties)) {
    const properties: JsonObject = { ...left.properties };
    for (const [name, child] of Object.entries(right.properties))
      properties[name] = name in properties ? merged(properties[name], child) : child;
    out.properties = properties;
  }
  return out;
}

/** The fields a `not` refuses: `not: {required: [a]}` or `not: {anyOf: [{required: [a]}, …]}`. */
export function refusedFields(schema: JsonObject): string[] {
  const not = schema.not;
  if (!isObject(not)) return [];
  const members = Array.isArray(not.anyOf) ? (not.anyOf as JsonObject[]) : [not];
  return members.flatMap((member) => (member.required ?? []) as string[]);
}

/** Whether an object meets an `if` of the document (`required`, property `const`/`enum`/`$ref` enum, `not`). */
export function meets(value: JsonObject, condition: unknown): boolean {
  const schema = resolved(condition);
  if (Array.isArray(schema.required) && !schema.required.every((name) => name in value)) return false;
  if (isObject(schema.not) && meets(value, schema.not)) return false;
  for (const [name, raw] of Object.entries((schema.properties ?? {}) as JsonObject)) {
    if (!(name in value)) continue;
    const property = resolved(raw);
    const options = 'const' in property ? [property.const] : (property.enum as unknown[] | undefined);
    if (options && !options.includes(value[name])) return false;
    if (Array.isArray(property.required) && isObject(value[name]) && !meets(value[name], property))
      return false;
  }
  return true;
}

/** Takes a field out of an object until it no longer meets `member` (a `oneOf` member that was not picked). */
function unmeet(value: JsonObject, member: unknown): void {
  const schema = resolved(member);
  if (!meets(value, schema)) return;
  const [name] = (schema.required ?? []) as string[];
  if (name !== undefined) {
    delete value[name];
    return;
  }
  for (const [property, child] of Object.entries((schema.properties ?? {}) as JsonObject))
    if (isObject(value[property]) && Array.isArray(resolved(child).required)) unmeet(value[property], child);
}

/** Text a person types, within the Basic Multilingual Plane (lengths then agree in JSON Schema and zod). */
const typed = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-áéíñüÇ#/',
);

/**
 * Values of the document's schemas, drawn with fast-check from a seeded sequence: the same seed gives the same
 * values. Objects follow the document's cross-field rules: a `oneOf` member is picked and its fields required,
 * an `if` is read on the drawn object and its `then` or `else` applied, a `not` leaves its fields out, a
 * `dependentRequired` field goes without its companions, the `oneOf` members not picked are made false. Whether a value is valid is for ajv to say, not for this.
 */
export class Sampler {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** mulberry32: each draw seeds fast-check anew, so one sampler's values are a fixed sequence. */
  seed(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  draw<T>(arbitrary: fc.Arbitrary<T>): T {
    return fc.sample(arbitrary, { seed: this.seed() | 0, numRuns: 1 })[0] as T;
  }

  chance = (probability: number): boolean =>
    this.draw(fc.double({ min: 0, max: 1, noNaN: true })) < probability;
  pick = <T>(items: readonly T[]): T => items[this.draw(fc.nat({ max: items.length - 1 }))] as T;

  value(raw: Schema): unknown {
    const schema = resolved(raw);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return this.pick(schema.enum);
    const members = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
    if (members && !schema.properties && schema.type !== 'object')
      return this.value(this.pick(members) as Schema);
    const types = [schema.type ?? 'object'].flat() as string[];
    const type =
      types.length > 1 && types.includes('null') && this.chance(0.2)
        ? 'null'
        : types.find((t) => t !== 'null');
    switch (type) {
      case 'string':
        return this.string(schema);
      case 'integer':
      case 'number':
        return this.number(schema, type === 'integer');
      case 'boolean':
        return this.chance(0.5);
      case 'array':
        return this.array(schema);
      case 'object':
        return this.object(schema);
      default:
        return null;
    }
  }

  string(schema: JsonObject): string {
    const min = (schema.minLength as number | undefined) ?? 0;
    const max = Math.min((schema.maxLength as number | undefined) ?? 40, min + 40);
    const fits = (text: string) => text.length >= min && text.length <= max && !/[\uD800-\uDFFF]/.test(text);
    if (schema.format === 'date-time') return this.dateTime();
    if (schema.format === 'date') return this.dateTime().slice(0, 10);
    if (schema.format === 'email') return `g.${this.draw(fc.stringMatching(/^[a-z0-9]{4,12}$/))}@example.com`;
    if (schema.format === 'uri')
      return `https://hooks.example.com/${this.draw(fc.stringMatching(/^[a-z0-9]{1,16}$/))}`;
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern);
      for (let attempt = 0; attempt < 20; attempt++) {
        const text = this.draw(fc.stringMatching(pattern, { size: 'small' }));
        if (fits(text)) return text;
        const typedText = this.draw(fc.string({ unit: typed, minLength: min, maxLength: max }));
        if (pattern.test(typedText) && fits(typedText)) return typedText;
      }
    }
    return this.draw(fc.string({ unit: typed, minLength: min, maxLength: max }));
  }

  /** RFC 3339: `Z` or a numeric offset, with or without fractions of a second, between 2000 and 2037. */
  dateTime(): string {
    const at = this.draw(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) }));
    const offsetMinutes = this.pick([0, 0, -360, 330, 60, -300]);
    const local = new Date(at + offsetMinutes * 60_000).toISOString();
    const text = this.chance(0.5) ? local : `${local.slice(0, 19)}Z`;
    if (offsetMinutes === 0) return text;
    const sign = offsetMinutes < 0 ? '-' : '+';
    const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
    const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
    return `${text.slice(0, -1)}${sign}${hours}:${minutes}`;
  }

  number(schema: JsonObject, integer: boolean): number {
    const low = (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined);
    const high = (schema.maximum as number | undefined) ?? (schema.exclusiveMaximum as number | undefined);
    const min = Math.max(low ?? -1_000_000, -1_000_000_000);
    const max = Math.min(high ?? 1_000_000, 1_000_000_000, min + 1_000_000);
    const step = (schema.multipleOf as number | undefined) ?? (integer ? 1 : this.pick([1, 0.01, 0.000001]));
    const places = Math.max(0, -Math.floor(Math.log10(step)));
    for (let attempt = 0; attempt < 10; attempt++) {
      const units = this.draw(fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }));
      const value = Number((units * step).toFixed(places));
      const below = schema.exclusiveMinimum !== undefined && value <= (schema.exclusiveMinimum as number);
      const above = schema.exclusiveMaximum !== undefined && value >= (schema.exclusiveMaximum as number);
      if (!below && !above) return value;
    }
    return Number((Math.ceil(min / step + 1) * step).toFixed(places));
  }

  array(schema: JsonObject): unknown[] {
    const min = (schema.minItems as number | undefined) ?? 0;
    const max = Math.min((schema.maxItems as number | undefined) ?? 3, min + 3);
    const count = this.draw(fc.integer({ min, max }));
    const items: unknown[] = [];
    for (let attempt = 0; items.length < count && attempt < count * 5; attempt++) {
      const item = this.value(schema.items as Schema);
      if (schema.uniqueItems && items.some((other) => JSON.stringify(other) === JSON.stringify(item)))
        continue;
      items.push(item);
    }
    return items;
  }

  object(given: JsonObject): JsonObject {
    let schema = given;
    for (const member of (schema.allOf ?? []) as unknown[]) schema = merged(schema, member);
    const members = schema.oneOf as unknown[] | undefined;
    const picked =
      members && (schema.properties || schema.type === 'object') ? this.pick(members) : undefined;
    if (picked) schema = merged(schema, picked);
    const properties = (schema.properties ?? {}) as JsonObject;
    const required = new Set((schema.required ?? []) as string[]);
    const out: JsonObject = {};
    for (const [name, property] of Object.entries(properties))
      if (required.has(name) || this.chance(0.5)) out[name] = this.value(property as Schema);
    if (Object.keys(properties).length === 0 && schema.additionalProperties !== false) {
      for (let i = this.draw(fc.nat({ max: 3 })); i > 0; i--)
        out[this.draw(fc.stringMatching(/^[a-z]{1,10}$/))] = this.string({ maxLength: 20 });
    }
    for (const member of members ?? []) if (member !== picked) unmeet(out, member);
    return this.withRules(schema, out, 0);
  }

  /** The object's conditional rules applied to what was drawn: conditions first, then what they ask. */
  withRules(schema: JsonObject, out: JsonObject, depth: number): JsonObject {
    const conditionals = [schema, ...((schema.allOf ?? []) as unknown[]).map(resolved)].filter(
      (part) => part.if,
    );
    let effective = schema;
    for (const part of conditionals) {
      const branch = meets(out, part.if) ? part.then : part.else;
      if (branch) effective = merged(effective, branch);
    }
    const properties = (effective.properties ?? {}) as JsonObject;
    const redraw = new Set(
      conditionals.flatMap((part) =>
        [part.then, part.else].flatMap((branch) => Object.keys(resolved(branch).properties ?? {})),
      ),
    );
    for (const name of (effective.required ?? []) as string[])
      if (!(name in out) && properties[name]) out[name] = this.value(properties[name] as Schema);
    for (const name of redraw)
      if (name in out && properties[name]) out[name] = this.value(properties[name] as Schema);
    for (const name of [effective, ...conditionals].flatMap(refusedFields)) delete out[name];
    // A field whose companions are absent goes (adding them could break a `oneOf` the object was drawn for).
    for (const [name, needed] of Object.entries(
      (effective.dependentRequired ?? {}) as Record<string, string[]>,
    ))
      if (needed.some((other) => !(other in out))) delete out[name];
    // A field a `then` asked for can change what an `if` reads; a second pass settles it.
    return depth === 0 && conditionals.length > 0 ? this.withRules(schema, out, 1) : out;
  }
}
