import type { OpenApiDocument } from './bundle.ts';

type Schema = Record<string, unknown>;

/**
 * Takes the `discriminator` off each component that is a `oneOf` of whole schemas, keyed by the component's
 * name. Given one, the zod plugin writes each member as `z.object({kind: z.literal(…)}).and(member)`, an
 * intersection whose refusals say little; without it, a plain `z.union` of the members, which
 * `writeDiscriminated` then turns into `z.discriminatedUnion`.
 */
export function takeDiscriminators(document: OpenApiDocument): Map<string, string> {
  const taken = new Map<string, string>();
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const [name, schema] of Object.entries(schemas)) {
    const discriminator = schema.discriminator as { propertyName?: unknown } | undefined;
    if (!Array.isArray(schema.oneOf) || typeof discriminator?.propertyName !== 'string') continue;
    if (schema.type === 'object' || schema.properties !== undefined) continue;
    taken.set(name, discriminator.propertyName);
    delete schema.discriminator;
  }
  return taken;
}

/**
 * `export const zX = z.union([` becomes `z.discriminatedUnion('kind', [`: zod then picks the member by the
 * property's value and reports that member's problems at their fields, or lists the values the property takes.
 */
export function writeDiscriminated(source: string, discriminators: Map<string, string>): string {
  let out = source;
  for (const [name, propertyName] of discriminators) {
    const head = `export const z${name} = z.union([`;
    if (!out.includes(head)) throw new Error(`zod schema ${name} was not written as a union`);
    out = out.replace(
      head,
      `export const z${name} = z.discriminatedUnion(${JSON.stringify(propertyName)}, [`,
    );
  }
  return out;
}

/**
 * In each strict member of a discriminated union, the fields of the other members (and not its own) become
 * `z.never()` fields with their own message, so that a refusal says why: `businessName` "is not allowed when
 * userType is individual", not "is not a known field". The member still takes none of them, as the
 * document's `additionalProperties: false` says.
 */
export function refuseOtherForms(
  source: string,
  document: OpenApiDocument,
  discriminators: Map<string, string>,
): string {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const fieldsOf = (name: string) => Object.keys((schemas[name]?.properties ?? {}) as Schema);
  let out = source;
  for (const [union, propertyName] of discriminators) {
    const members = ((schemas[union]?.oneOf ?? []) as Array<{ $ref?: string }>).map(
      (member) => member.$ref?.split('/').at(-1) ?? '',
    );
    for (const member of members) {
      const head = `export const z${member} = z.strictObject({`;
      if (!out.includes(head)) continue;
      const own = new Set(fieldsOf(member));
      const value = discriminatorValue(schemas[member], propertyName);
      const foreign = [...new Set(members.filter((other) => other !== member).flatMap(fieldsOf))].filter(
        (field) => !own.has(field),
      );
      if (foreign.length === 0 || value === undefined) continue;
      const message = `is not allowed when ${propertyName} is ${value}`;
      const fields = foreign.map(
        (field) => `\n    ${field}: z.never({ error: ${JSON.stringify(message)} }).optional(),`,
      );
      out = out.replace(head, head + fields.join(''));
    }
  }
  return out;
}

/** The one value a member's discriminator takes (`const`, or an enumeration of one). */
function discriminatorValue(member: Schema | undefined, propertyName: string): string | undefined {
  const property = ((member?.properties ?? {}) as Record<string, Schema>)[propertyName];
  if (typeof property?.const === 'string') return property.const;
  const values = property?.enum;
  return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string'
    ? values[0]
    : undefined;
}
