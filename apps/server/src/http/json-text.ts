import type { Context } from 'hono';
import type { TypedResponse } from 'hono/types';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

declare const jsonOf: unique symbol;

/**
 * JSON text of a value of type `T`: made by `jsonTextOf` from a `T`, or by a view function that rewrites such
 * a text into its API shape (domain/orders/order-view.ts), so the type of the text is the type of what was
 * serialised.
 */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/** The JSON text of `value`, typed as the value it stands for. */
export function jsonTextOf<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/**
 * An answer whose JSON is already text (a stored record shown through its view): sent as it is, without
 * parsing it into objects to serialise them again. Typed as the JSON answer `T` the text stands for.
 */
export function jsonText<T, S extends ContentfulStatusCode>(c: Context, text: JsonText<T>, status: S) {
  return c.body(text, status, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    T,
    S,
    'json'
  >;
}
