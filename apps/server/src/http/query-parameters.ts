import type { RouteConfig } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { invalidFields } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { maxFieldErrors } from './validation-hook.ts';

/**
 * Given with every operation's route, before its validators: a query parameter the operation does not define
 * answers 400 (code 9) naming it, as an unknown body field does. Ignored, it would let a caller believe it
 * filtered (`GET /api/events?orderId=…` answering every event).
 */
export function knownQueryParameters(route: RouteConfig): MiddlewareHandler<AppEnv> {
  const query = route.request?.query;
  // The generated query schemas are objects (contract's coerceQuery); another shape would refuse every name.
  if (query !== undefined && !(query instanceof z.ZodObject)) {
    throw new Error(`${route.method.toUpperCase()} ${route.path}: the query schema is not an object`);
  }
  const known = new Set(query ? Object.keys(query.shape) : []);
  return (c, next) => {
    if (!c.req.url.includes('?')) return next();
    const unknown = Object.keys(c.req.queries()).filter((name) => !known.has(name));
    if (unknown.length === 0) return next();
    throw invalidFields(
      unknown
        .slice(0, maxFieldErrors)
        .map((name) => ({ field: `query.${name}`, problem: 'is not a parameter of this operation' })),
    );
  };
}
