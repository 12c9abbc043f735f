import { bundle, createConfig } from '@redocly/openapi-core';

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/** Bundles the split source into one document: external files become `#/components/...` entries. */
export async function bundleDocument(specPath: string): Promise<OpenApiDocument> {
  const config = await createConfig({});
  const result = await bundle({ ref: specPath, config, dereference: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((problem) => `- ${problem.message}`).join('\n');
    throw new Error(`The document does not bundle:\n${lines}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}
