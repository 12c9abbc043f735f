export { errorCatalogue, type ErrorName } from '../generated/errors.gen.ts';
export { type OperationId, operations } from '../generated/operations.gen.ts';
export type { components, operations as operationTypes, paths } from '../generated/types.gen.ts';
export { default as openApiDocument } from '../generated/openapi.json' with { type: 'json' };
