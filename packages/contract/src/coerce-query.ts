import { z } from '@hono/zod-openapi';

type AnySchema = z.ZodType & {
  _zod: { def: Record<string, unknown> & { type: string; innerType?: AnySchema } };
};
type QueryObject = z.ZodObject;

/**
 * Query strings carry text. The document types some query parameters as numbers; this makes their zod
 * schemas coerce text to numbers (keeping every bound of the document) so that `?page=2` validates.
 */
export function coerceQuery<T extends QueryObject>(schema: T): T {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) shape[key] = coerceField(field as AnySchema);
  return schema.extend(shape) as unknown as T;
}

function coerceField(schema: AnySchema): AnySchema {
  const def = schema._zod.def;
  if (def.type === 'number') {
    const coerced = schema.clone({ ...def, coerce: true } as never) as AnySchema;
    // A clone is a new schema: it keeps the documented metadata (description, format) only if given it again.
    const meta = z.globalRegistry.get(schema);
    return meta ? (coerced.register(z.globalRegistry, meta) as AnySchema) : coerced;
  }
  if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
    return schema.clone({ ...def, innerType: coerceField(def.innerType) } as never) as AnySchema;
  }
  return schema;
}
