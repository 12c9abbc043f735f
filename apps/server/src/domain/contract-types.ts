import type { components } from '@cambio/contract';

/** The document's schemas, as generated: the server's request and response types come from here. */
export type Schemas = components['schemas'];

/**
 * Asserts, at compile time, that a request's mapping took every field: pass it the rest of a destructuring
 * of the request. A field the document adds and the mapping does not take is then a type error here, at the
 * one place that must store it (docs/extending.md).
 */
export function noFieldsLeft(_rest: Record<string, never>): void {}
