export { type ErrorName, errorCatalogue } from '../generated/errors.gen.ts';
export { default as openApiDocument } from '../generated/openapi.json' with { type: 'json' };
export { type OperationId, operations } from '../generated/operations.gen.ts';
export { orderStateMachine, orderStatusGroups } from '../generated/state-machine.gen.ts';
export type { components, operations as operationTypes, paths } from '../generated/types.gen.ts';
