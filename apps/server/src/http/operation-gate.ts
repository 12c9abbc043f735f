import { type OperationId, operations } from '@cambio/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError, invalidField, malformedJsonBody } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { maxJsonDepth, nestedDeeperThan } from './json-depth.ts';
import { validationHook } from './validation-hook.ts';

/** A body the operation takes as JSON only (`application/json`), and whether it must be given. */
export type JsonBody = { schema: z.ZodType; required: boolean };
type Parts = {
  query?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodObject;
  json?: JsonBody;
  /** The media types of a body that is not JSON only (the upload's `multipart/form-data`). */
  otherBody?: string[];
};

/**
 * An operation's first step, after the API gate: the role and approval it needs, as the document marks them
 * (`x-required-role`, `x-requires-approval`; 403, code 19), then its query, path parameters and headers
 * validated against the document's schemas (400, code 9), for `c.req.valid` as @hono/zod-openapi would give
 * them, and a JSON body last (jsonBody). One step instead of zod-openapi's validator per part: Hono's query
 * validator rebuilt the query with `Object.fromEntries`, the costliest line of a spot price's own code (CPU
 * profile), and every part was an async layer of its own. Other bodies (the multipart upload) are still
 * validated by zod-openapi, after this.
 */
export function operationGate(
  operationId: OperationId,
  { query, params, headers, json, otherBody }: Parts,
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
    if (otherBody) mediaTypeIn(c, otherBody);
    if (!json) return next();
    return jsonBody(c, json).then((body) => {
      c.req.addValidatedData('json', body);
      return next();
    });
  };
}

/** zod-openapi's test of a JSON request's `Content-Type` (its media type, with parameters). */
const jsonContentType = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * A JSON body as zod-openapi's media-type gate and JSON validator took it, in one step and without their
 * async layers (with them a booking took 4 % more CPU, two servers loaded at once): another content type,
 * or a body without one, is 415 code 12; malformed JSON, JSON nested deeper than `maxJsonDepth` or a
 * value the schema refuses is 400 code 9. An optional body not given is `{}`.
 */
async function jsonBody(c: Context<AppEnv>, { schema, required }: JsonBody): Promise<object> {
  const contentType = c.req.header('content-type');
  if (contentType === undefined) {
    if ((await c.req.arrayBuffer()).byteLength > 0) throw unsupportedMediaType(['application/json']);
    return required ? valid(schema, {}, 'json') : {};
  }
  if (!jsonContentType.test(contentType)) throw unsupportedMediaType(['application/json']);
  const text = await c.req.text();
  if (nestedDeeperThan(text, maxJsonDepth)) {
    throw invalidField('body', `nests objects and arrays deeper than ${maxJsonDepth} levels`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw malformedJsonBody();
  }
  return valid(schema, body, 'json');
}

/** A body of another kind (multipart) in one of the operation's media types, or 415 naming them. */
function mediaTypeIn(c: Context<AppEnv>, types: string[]): void {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === undefined || !types.includes(mediaType)) throw unsupportedMediaType(types);
}

/** 415 code 12, saying which content type to send; `field` names the header. */
function unsupportedMediaType(types: string[]): ApiError {
  return new ApiError('unsupportedMediaType', {
    field: 'header.Content-Type',
    message: `Unsupported media type: send the body as ${types.join(' or ')} (Content-Type header)`,
  });
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
