import { type OperationId, operations } from '@cambio/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { validationHook } from './validation-hook.ts';

type Parts = { query?: z.ZodType; params?: z.ZodType; headers?: z.ZodObject };

/**
 * An operation's first step, after the API gate: the role and approval it needs, as the document marks them
 * (`x-required-role`, `x-requires-approval`; 403, code 19), then its query, path parameters and headers
 * validated against the document's schemas (400, code 9), for `c.req.valid` as @hono/zod-openapi would give
 * them. One step instead of zod-openapi's validator per part: Hono's query validator rebuilt the query with
 * `Object.fromEntries`, the costliest line of a spot price's own code (CPU profile), and every part was an
 * async layer of its own. A JSON body is still validated by zod-openapi, after this.
 */
export function operationGate(
  operationId: OperationId,
  { query, params, headers }: Parts,
): MiddlewareHandler<AppEnv> {
  const { role, requiresApproval } = operations[operationId];
  const headerNames = headers ? Object.keys(headers.shape) : [];
  return (c, next) => {
    const caller = c.get('caller');
    if (role === 'createAndModify' && caller.role !== 'createAndModify') throw new ApiError('forbidden');
    if (requiresApproval && !caller.approved) throw new ApiError('forbidden');
    if (query) c.req.addValidatedData('query', valid(query, queryOf(c), 'query'));
    if (params) c.req.addValidatedData('param', valid(params, c.req.param(), 'param'));
    if (headers) c.req.addValidatedData('header', valid(headers, headersOf(c, headerNames), 'header'));
    return next();
  };
}

/**
 * The headers the operation declares, by their names in the document. zod-openapi's validator turned all the
 * request's headers into a web Headers object and then into an object, 8 µs of a booking (CPU profile); the
 * schema keeps only the declared ones either way.
 */
function headersOf(c: Context<AppEnv>, names: string[]): Record<string, string> {
  const given: Record<string, string> = {};
  for (const name of names) {
    const value = c.req.header(name);
    if (value !== undefined) given[name] = value;
  }
  return given;
}

/** The query as Hono's validator gives it: a name given once is a string, given more often a list. */
function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  const given = c.req.queries();
  // Without a prototype: a name like `__proto__` is a name like any other (and the schema drops it).
  const query: Record<string, string | string[]> = Object.create(null);
  for (const name in given) {
    const values = given[name] as string[];
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

function valid(schema: z.ZodType, value: unknown, target: string): object {
  const result = schema.safeParse(value);
  if (!result.success) validationHook({ success: false, error: result.error, target });
  return result.data as object;
}
