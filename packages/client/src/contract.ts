// The client's one door to the generated contract. The imports are relative on purpose: `tsc` then compiles
// these generated files into the client's dist/, so the packed client carries its own types and error
// catalogue and needs no @cambio/contract (private: the server's zod schemas and routes live there too).

export { type ErrorName, errorCatalogue } from '../../contract/generated/errors.gen.ts';
export type { OperationId } from '../../contract/generated/operations.gen.ts';
export type { components, operations, paths } from '../../contract/generated/types.gen.ts';
