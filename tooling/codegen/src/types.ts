import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './bundle.ts';

/** The TypeScript types of the document (paths, components, operations), as openapi-typescript writes them. */
export async function generateTypes(document: OpenApiDocument): Promise<string> {
  // openapi-typescript's own document type is stricter than our parsed JSON; the content is the same.
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    exportType: true,
  });
  return astToString(ast);
}
