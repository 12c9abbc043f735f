type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether no value fits both schemas: disjoint values, or a field one requires that the other (closed) refuses. */
function disjoint(a: unknown, b: unknown): boolean {
  if (!isSchema(a) || !isSchema(b)) return false;
  if (Array.isArray(a.anyOf) || Array.isArray(b.anyOf)) {
    const [union, other] = Array.isArray(a.anyOf) ? [a.anyOf, b] : [b.anyOf as unknown[], a];
    return union.every((member) => disjoint(member, other));
  }
  const values = (s: Schema) => ('const' in s ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined);
  const [left, right] = [values(a), values(b)];
  if (left && right)
    return !left.some((value) => right.some((other) => JSON.stringify(other) === JSON.stringify(value)));
  const fields = (s: Schema) => (isSchema(s.properties) ? s.properties : {});
  const required = (s: Schema) => (Array.isArray(s.required) ? (s.required as string[]) : []);
  const refuses = (s: Schema, name: string) => s.additionalProperties === false && !(name in fields(s));
  if (required(a).some((name) => refuses(b, name)) || required(b).some((name) => refuses(a, name)))
    return true;
  return required(a).some((name) => required(b).includes(name) && disjoint(fields(a)[name], fields(b)[name]));
}

/**
 * A `oneOf` whose members no value fits two of (the document's whole forms of a request, zod's discriminated
 * union) accepts exactly what `anyOf` accepts: zod writes a union as `anyOf`, a discriminated one as `oneOf`.
 */
export function disjointFormsAsAnyOf(schema: Schema): Schema {
  const members = schema.oneOf;
  if (!Array.isArray(members) || members.length < 2) return schema;
  if (!members.every((member, i) => members.slice(i + 1).every((other) => disjoint(member, other))))
    return schema;
  const { oneOf: _, ...rest } = schema;
  return { ...rest, anyOf: members };
}

/** An `anyOf` member that is only an `anyOf` adds its members (zod writes a union of unions flat). */
export function flatAnyOf(schema: Schema): Schema {
  if (!Array.isArray(schema.anyOf)) return schema;
  const only = (member: unknown): member is { anyOf: unknown[] } =>
    isSchema(member) && Array.isArray(member.anyOf) && Object.keys(member).length === 1;
  return { ...schema, anyOf: schema.anyOf.flatMap((member) => (only(member) ? member.anyOf : [member])) };
}
