import type { Context } from 'hono';
import type { TypedResponse } from 'hono/types';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An answer whose JSON is already text (a stored record shown through `apiJson`): sent as it is, without
 * parsing it into objects to serialise them again. Typed as the JSON answer `T` it stands for.
 */
export function jsonText<T, S extends ContentfulStatusCode>(c: Context, text: string, status: S) {
  return c.body(text, status, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    T,
    S,
    'json'
  >;
}
