import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './bundle.ts';
import { takeCrossFieldRules } from './cross-field.ts';

/**
 * The TypeScript types of the document (paths, components, operations), as openapi-typescript writes them.
 * A field with a `default` stays optional where the document does not require it (`defaultNonNullable: false`):
 * a request may leave it out (a quote without `type` is a market quote). The cross-field rules are checked
 * at run time (`cross-field.ts`), not typed: openapi-typescript would type a `oneOf` of `required` lists as
 * objects without fields.
 */
export async function generateTypes(document: OpenApiDocument): Promise<string> {
  const typed = structuredClone(document);
  takeCrossFieldRules(typed);
  // openapi-typescript's own document type is stricter than our parsed JSON; the content is the same.
  const ast = await openapiTS(typed as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    exportType: true,
    defaultNonNullable: false,
  });
  return astToString(ast);
}
