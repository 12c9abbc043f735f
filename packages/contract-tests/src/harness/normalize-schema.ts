import { disjointFormsAsAnyOf, flatAnyOf } from './disjoint-forms.ts';

type Schema = Record<string, unknown>;

/** Keywords that document a schema without constraining data: dropped before comparing. */
const annotations = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'deprecated',
  '$comment',
  'externalDocs',
]);

/**
 * Keywords the generated route definitions cannot carry, each because zod (through hey-api and
 * @hono/zod-openapi) has no way to express it. The server enforces these rules in code; the contract tests
 * of the operations exercise them. Only these keywords are dropped, never a whole schema.
 */
const notExpressibleInZod = new Set([
  // `minProperties` (at least one field in PATCH bodies): zod objects have no property count.
  'minProperties',
  // `uniqueItems`: zod arrays have no uniqueness check.
  'uniqueItems',
]);

/** Keywords whose value maps names to schemas: recurse into the values, keep the names. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is data, not a schema. */
const dataKeywords = new Set(['enum', 'const', 'default', 'required', 'type', 'pattern', 'format']);

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullSchema(value: unknown): boolean {
  return isSchema(value) && value.type === 'null' && Object.keys(value).length === 1;
}

const omit = (schema: Schema, key: string): Schema =>
  Object.fromEntries(Object.entries(schema).filter(([k]) => k !== key));
const onlyKeys = (schema: Schema, allowed: string[]) =>
  Object.keys(schema).every((key) => allowed.includes(key));

/** `oneOf`/`anyOf` of a schema and `{type: 'null'}` is the same as adding `null` to the schema's type. */
function collapseNullable(schema: Schema, keyword: 'oneOf' | 'anyOf'): Schema {
  const members = schema[keyword];
  if (!Array.isArray(members) || members.length !== 2) return schema;
  const other = members.find((member) => !isNullSchema(member));
  if (!members.some(isNullSchema) || !isSchema(other) || typeof other.type !== 'string') return schema;
  const { [keyword]: _, ...rest } = schema;
  const merged: Schema = { ...rest, ...other, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
  return merged;
}

/** An `anyOf`/`oneOf` of single-value enums is one enum (zod writes a union of literals that way). */
function collapseLiteralUnion(schema: Schema, keyword: 'oneOf' | 'anyOf'): Schema {
  const members = schema[keyword];
  if (!Array.isArray(members) || members.length === 0) return schema;
  const literals = members.every(
    (member) =>
      isSchema(member) &&
      onlyKeys(member, ['type', 'enum']) &&
      Array.isArray(member.enum) &&
      member.enum.length === 1,
  );
  if (!literals) return schema;
  const { [keyword]: _, ...rest } = schema;
  return { ...rest, enum: members.flatMap((member) => (member as Schema).enum as unknown[]) };
}

/** `oneOf` of enums with no value in common accepts exactly what `anyOf` accepts. */
function disjointEnumsAsAnyOf(schema: Schema): Schema {
  const members = schema.oneOf;
  if (!Array.isArray(members)) return schema;
  const enums = members.map((member) =>
    isSchema(member) && onlyKeys(member, ['type', 'enum']) ? member.enum : undefined,
  );
  if (!enums.every(Array.isArray)) return schema;
  const values = enums.flatMap((values) => values as unknown[]);
  if (new Set(values).size !== values.length) return schema;
  const { oneOf, ...rest } = schema;
  return { ...rest, anyOf: oneOf };
}

/**
 * A tuple of n identical item schemas (how zod writes an array of exactly n items) is the array of those
 * items with minItems = maxItems = n.
 */
function tupleAsArray(schema: Schema): Schema {
  const items = schema.prefixItems;
  if (!Array.isArray(items) || items.length === 0) return schema;
  const first = JSON.stringify(items[0]);
  if (!items.every((item) => JSON.stringify(item) === first)) return schema;
  const { prefixItems, items: _rest, ...rest } = schema;
  return { ...rest, items: items[0], minItems: items.length, maxItems: items.length };
}

/**
 * A `oneOf` with a `discriminator` (members told apart by one property's values) accepts what `anyOf` of the
 * members accepts; zod writes it that way.
 */
function discriminatedAsAnyOf(schema: Schema): Schema {
  if (!isSchema(schema.discriminator) || !Array.isArray(schema.oneOf)) return schema;
  const { discriminator: _, oneOf, ...rest } = schema;
  return { ...rest, anyOf: oneOf };
}

/**
 * zod writes each member of a discriminated union as `allOf` of a guard (an object requiring the
 * discriminating property to be one of the member's mapped values) and the member; when the member itself
 * allows exactly those values, the guard adds nothing.
 */
function withoutDiscriminatorGuard(schema: Schema): Schema {
  const members = schema.allOf;
  if (!Array.isArray(members) || members.length !== 2) return schema;
  const [guard, member] = members;
  if (!isSchema(guard) || !isSchema(member) || !onlyKeys(guard, ['type', 'properties', 'required']))
    return schema;
  const guarded = Object.entries(isSchema(guard.properties) ? guard.properties : {});
  const [name, allowed] = guarded[0] ?? [];
  if (guarded.length !== 1 || !name || !isSchema(allowed) || !Array.isArray(allowed.enum)) return schema;
  const own = isSchema(member.properties) ? member.properties[name] : undefined;
  const required = Array.isArray(member.required) && member.required.includes(name);
  if (!required || !isSchema(own) || JSON.stringify(own.enum) !== JSON.stringify(allowed.enum)) return schema;
  const { allOf: _, ...rest } = schema;
  return { ...rest, ...member };
}

function canonical(input: Schema): Schema {
  let schema = discriminatedAsAnyOf(withoutDiscriminatorGuard(input));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    schema = collapseNullable(schema, keyword);
    schema = collapseLiteralUnion(schema, keyword);
  }
  // `const: x` is `enum: [x]`, as zod writes a literal.
  if ('const' in schema) schema = { ...omit(schema, 'const'), enum: [schema.const] };
  schema = disjointEnumsAsAnyOf(schema);
  schema = flatAnyOf(disjointFormsAsAnyOf(schema));
  schema = tupleAsArray(schema);
  // `allOf` with an empty member: the empty schema accepts everything, so it changes nothing.
  if (Array.isArray(schema.allOf)) {
    const members = schema.allOf.filter((member) => !(isSchema(member) && Object.keys(member).length === 0));
    const { allOf: _, ...rest } = schema;
    schema =
      members.length === 1 && isSchema(members[0])
        ? { ...rest, ...members[0] }
        : { ...rest, ...(members.length ? { allOf: members } : {}) };
  }
  // `anyOf` whose members only list required fields (one of several groups of fields must be present):
  // zod objects cannot say it, so the generated route loses it; the server checks the rule itself.
  if (
    Array.isArray(schema.anyOf) &&
    schema.anyOf.every((member) => isSchema(member) && onlyKeys(member, ['required']))
  ) {
    const { anyOf: _, ...rest } = schema;
    schema = rest;
  }
  // Open objects: `additionalProperties: true` and `{}` are the default.
  if (
    schema.additionalProperties === true ||
    (isSchema(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0)
  ) {
    const { additionalProperties: _, ...rest } = schema;
    schema = rest;
  }
  // The values of an enum of numbers say the type: `integer` (the document) and `number` (zod literals) agree.
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'number')) {
    const { type: _, ...rest } = schema;
    schema = rest;
  }
  if (Array.isArray(schema.required)) schema = { ...schema, required: [...schema.required].sort() };
  if (Array.isArray(schema.type)) schema = { ...schema, type: [...schema.type].sort() };
  return schema;
}

/**
 * The normal form of a schema used to compare the server's emitted document with the bundled source:
 * `$ref`s inlined (with their siblings), annotations and `x-*` extensions dropped, the keywords zod cannot
 * express dropped, and equivalent spellings made one (nullable as a type list, literal unions as enums,
 * disjoint `oneOf` as `anyOf`, tuples of identical items as arrays, empty `allOf` members removed, open
 * `additionalProperties` removed, numeric enums without their type, `required` and `type` lists sorted).
 */
export function normalizeSchema(
  value: unknown,
  resolve: (ref: string) => unknown,
  seen: string[] = [],
): unknown {
  if (Array.isArray(value)) return value.map((item) => normalizeSchema(item, resolve, seen));
  if (!isSchema(value)) return value;
  if (typeof value.$ref === 'string') {
    const ref = value.$ref;
    if (seen.includes(ref)) return { $recursive: ref };
    const { $ref: _, ...siblings } = value;
    return normalizeSchema({ ...(resolve(ref) as Schema), ...siblings }, resolve, [...seen, ref]);
  }
  const out: Schema = {};
  for (const [key, child] of Object.entries(value)) {
    if (annotations.has(key) || key.startsWith('x-') || notExpressibleInZod.has(key)) continue;
    if (dataKeywords.has(key)) out[key] = child;
    else if (schemaMaps.has(key) && isSchema(child)) {
      out[key] = Object.fromEntries(
        Object.entries(child).map(([name, schema]) => [name, normalizeSchema(schema, resolve, seen)]),
      );
    } else out[key] = normalizeSchema(child, resolve, seen);
  }
  return canonical(out);
}

/** JSON paths where two normalized values differ, each with both sides (for a readable failure). */
export function differences(source: unknown, emitted: unknown, path = '$'): string[] {
  if (JSON.stringify(source) === JSON.stringify(emitted)) return [];
  if (isSchema(source) && isSchema(emitted)) {
    const keys = [...new Set([...Object.keys(source), ...Object.keys(emitted)])].sort();
    return keys.flatMap((key) => differences(source[key], emitted[key], `${path}.${key}`));
  }
  if (Array.isArray(source) && Array.isArray(emitted) && source.length === emitted.length) {
    return source.flatMap((item, index) => differences(item, emitted[index], `${path}[${index}]`));
  }
  const show = (side: unknown) => (side === undefined ? '(absent)' : JSON.stringify(side).slice(0, 160));
  return [`${path}: source ${show(source)}, emitted ${show(emitted)}`];
}
