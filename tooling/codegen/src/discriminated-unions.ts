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
